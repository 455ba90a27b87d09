import Domain
import TestSupport
import Testing

@testable import VIPER

@MainActor
@Suite struct PlayerListPresenterSelectionTests {
  private typealias SUT = PlayerListPresenterSUT

  @Test func givenPlayers_whenSelectTapped_thenSelectionModeWithCheckboxesAndConfirmDisabled() {
    // Given
    let sut = SUT()

    // When
    sut.presenter.selectTapped()

    // Then
    #expect(
      sut.view.calls == [
        .setTitle("Players"), .setSelectButton(title: "Cancel", isEnabled: true),
        .setActionButton(title: "Confirm players", isEnabled: false),
        .showPlayers(SUT.selectionRows(ticked: []), canDelete: false),
      ])
  }

  @Test func givenSelectionMode_whenOneRowTicked_thenTitleCountsAndConfirmStaysDisabled() {
    // Given
    let sut = SUT()
    sut.presenter.selectTapped()
    sut.view.reset()

    // When
    sut.presenter.didSelectRow(at: 2)

    // Then
    #expect(
      sut.view.calls == [
        .setTitle("1 selected"), .setSelectButton(title: "Cancel", isEnabled: true),
        .setActionButton(title: "Confirm players", isEnabled: false),
        .showPlayers(SUT.selectionRows(ticked: [2]), canDelete: false),
      ])
    #expect(sut.router.calls.isEmpty)
  }

  @Test func givenOneTicked_whenSecondRowTicked_thenConfirmIsEnabled() {
    // Given
    let sut = SUT()
    sut.presenter.selectTapped()
    sut.presenter.didSelectRow(at: 0)
    sut.view.reset()

    // When
    sut.presenter.didSelectRow(at: 3)

    // Then
    #expect(
      sut.view.calls == [
        .setTitle("2 selected"), .setSelectButton(title: "Cancel", isEnabled: true),
        .setActionButton(title: "Confirm players", isEnabled: true),
        .showPlayers(SUT.selectionRows(ticked: [0, 3]), canDelete: false),
      ])
  }

  @Test func givenTickedRow_whenTappedAgain_thenUntickedAndTitleIsPlayers() {
    // Given
    let sut = SUT()
    sut.presenter.selectTapped()
    sut.presenter.didSelectRow(at: 1)
    sut.view.reset()

    // When
    sut.presenter.didSelectRow(at: 1)

    // Then
    #expect(sut.view.calls.first == .setTitle("Players"))
    #expect(sut.view.calls.last == .showPlayers(SUT.selectionRows(ticked: []), canDelete: false))
  }

  @Test func givenTickedRows_whenCancelTapped_thenListModeWithSelectionCleared() {
    // Given
    let sut = SUT()
    sut.presenter.selectTapped()
    sut.presenter.didSelectRow(at: 0)
    sut.presenter.didSelectRow(at: 1)
    sut.view.reset()

    // When
    sut.presenter.selectTapped()

    // Then
    #expect(
      sut.view.calls == [
        .setTitle("Players"), .setSelectButton(title: "Select", isEnabled: true),
        .setActionButton(title: "Add player", isEnabled: true),
        .showPlayers(SUT.squadRows, canDelete: true),
      ])
  }

  @Test func givenPlayersTickedOutOfOrder_whenConfirmTapped_thenShowsThemInListOrder() {
    // Given
    let sut = SUT()
    sut.presenter.selectTapped()
    sut.presenter.didSelectRow(at: 3)
    sut.presenter.didSelectRow(at: 0)

    // When
    sut.presenter.actionTapped()

    // Then: the bench order is the list's; the presenter hears Gather's end
    #expect(sut.router.calls == [.showConfirmPlayers(["Ana", "Dan"])])
    #expect(sut.router.lastOutput === sut.presenter)
  }

  @Test func givenOnlyOneTicked_whenConfirmTapped_thenNothingHappens() {
    // Given
    let sut = SUT()
    sut.presenter.selectTapped()
    sut.presenter.didSelectRow(at: 0)

    // When
    sut.presenter.actionTapped()

    // Then
    #expect(sut.router.calls.isEmpty)
  }
}
