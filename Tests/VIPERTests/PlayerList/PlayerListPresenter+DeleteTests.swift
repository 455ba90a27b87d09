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
    sut.presenter.deleteTapped(at: 0)

    // Then
    #expect(
      sut.view.calls == [
        .showDeleteConfirmation(
          title: "Delete player",
          message: "Are you sure you want to delete the selected player?",
          confirmTitle: "Delete", cancelTitle: "Cancel")
      ])
    #expect(sut.interactor.calls.isEmpty)
  }

  @Test func givenSelectionMode_whenRowSwiped_thenDeleteIsNotAllowed() async {
    // Given
    let sut = SUT()
    sut.presenter.selectTapped()
    sut.view.reset()

    // When
    sut.presenter.deleteTapped(at: 0)
    await sut.presenter.deleteConfirmed()

    // Then
    #expect(sut.view.calls.isEmpty)
    #expect(sut.interactor.calls.isEmpty)
  }

  @Test func givenConfirmation_whenDeleteConfirmed_thenOverlayGoesUpAndTheDeleteIsAsked() async {
    // Given
    let sut = SUT()
    sut.presenter.deleteTapped(at: 1)
    sut.view.reset()

    // When
    await sut.presenter.deleteConfirmed()

    // Then
    #expect(sut.view.calls == [.showLoading])
    #expect(sut.interactor.calls == [.deletePlayer(Player.squad[1])])
  }

  @Test func givenConfirmation_whenCancelled_thenNothingIsDeleted() async {
    // Given
    let sut = SUT()
    sut.presenter.deleteTapped(at: 1)
    sut.view.reset()

    // When
    sut.presenter.deleteCancelled()
    await sut.presenter.deleteConfirmed()

    // Then
    #expect(sut.view.calls.isEmpty)
    #expect(sut.interactor.calls.isEmpty)
  }

  @Test func givenConfirmation_whenDeleteConfirmed_thenDeletesAndRemovesTheRow() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didDeletePlayer(Player.squad[1])

    // Then: the overlay goes on both paths
    var rows = SUT.squadRows
    rows.remove(at: 1)
    #expect(sut.view.calls == [.hideLoading, .showPlayers(rows, canDelete: true)])
  }

  @Test func givenLastPlayer_whenDeleted_thenShowsEmptyViewAndDisablesSelect() {
    // Given
    let ana = Player.completeFixture()
    let sut = SUT(loaded: [ana])

    // When
    sut.presenter.didDeletePlayer(ana)

    // Then
    #expect(
      sut.view.calls == [
        .hideLoading, .showPlayers([], canDelete: true),
        .showEmptyView(message: "There aren't any players for your user."),
        .setTitle("Players"), .setSelectButton(title: "Select", isEnabled: false),
        .setActionButton(title: "Add player", isEnabled: true),
      ])
  }

  @Test func givenDeleteFails_whenConfirmed_thenHidesLoadingAlertsAndKeepsTheRow() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.didFailToDeletePlayer(with: .notFound)

    // Then
    #expect(
      sut.view.calls == [
        .hideLoading, .showError(title: "Error", message: "The item no longer exists."),
      ])
  }
}
