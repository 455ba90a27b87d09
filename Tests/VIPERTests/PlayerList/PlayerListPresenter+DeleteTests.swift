import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerListPresenterDeleteTests {
  private typealias SUT = PlayerListPresenterSUT

  @Test func givenListMode_whenDeleteTapped_thenAsksForConfirmationWithoutDeleting() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.deleteTapped(id: 2)
    sut.presenter.didRequestDeletion()

    // Then
    #expect(sut.interactor.calls == [.requestDeletion(id: 2)])
    #expect(
      sut.view.calls == [
        .showDeleteConfirmation(
          title: "Delete player", message: "Are you sure you want to delete the selected player?",
          confirmTitle: "Delete", cancelTitle: "Cancel")
      ])
  }

  @Test func givenSelectionMode_whenRowSwiped_thenDeleteIsNotAllowed() {
    // Given
    let sut = SUT()
    sut.enterSelectionMode()

    // When
    sut.presenter.deleteTapped(id: 1)

    // Then: the interactor, which owns the mode, refuses it
    #expect(sut.interactor.calls == [.requestDeletion(id: 1)])
  }

  @Test func givenConfirmation_whenDeleteConfirmed_thenOverlayGoesUpAndTheDeleteIsAsked() async {
    // Given
    let sut = SUT()

    // When
    await sut.presenter.deleteConfirmed()
    sut.presenter.willDeletePlayer()

    // Then
    #expect(sut.interactor.calls == [.confirmDeletion])
    #expect(sut.view.calls == [.showLoading])
  }

  @Test func givenConfirmation_whenCancelled_thenNothingIsDeleted() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.deleteCancelled()

    // Then
    #expect(sut.interactor.calls == [.cancelDeletion])
    #expect(sut.view.calls.isEmpty)
  }

  @Test func givenConfirmation_whenDeleteConfirmed_thenDeletesAndRemovesTheRow() {
    // Given
    let sut = SUT()
    let left = [Player.squad[0], Player.squad[2], Player.squad[3]]

    // When
    sut.presenter.didDeletePlayer(leaving: left, selection: nil)

    // Then
    #expect(sut.view.calls == [.hideLoading] + SUT.listMode(left))
  }

  @Test func givenLastPlayer_whenDeleted_thenShowsEmptyViewAndDisablesSelect() {
    // Given
    let sut = SUT(loaded: [Player.squad[0]])

    // When
    sut.presenter.didDeletePlayer(leaving: [], selection: nil)

    // Then
    #expect(sut.view.calls == [.hideLoading] + SUT.listMode([]) + [.showEmptyView(true)])
  }

  @Test func givenDeleteFails_whenConfirmed_thenHidesLoadingAlertsAndKeepsTheRow() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didFailToDeletePlayer(with: .transport)

    // Then
    #expect(
      sut.view.calls == [
        .hideLoading, .showError(title: "Error", message: ServiceError.transport.message),
      ])
  }
}
