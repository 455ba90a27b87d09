import Domain
import Layouts
import TestSupport
import Testing

@testable import VIPER

/// The view state as the Player List presenter's passive view: each call lands in the values
/// `PlayerListScreen` draws.
@MainActor
@Suite struct PlayerListViewStateTests {
  @Test func givenSelectionRows_whenShown_thenPlayersTickedIdsAndModeAreKept() {
    // Given
    let sut = PlayerListViewState(presenter: PlayerListPresenterProtocolSpy())
    let rows = [
      PlayerListRow(player: .fixture(id: 1, name: "Ana"), isChecked: true),
      PlayerListRow(player: .fixture(id: 2, name: "Bruno"), isChecked: false),
    ]

    // When
    sut.showPlayers(rows, canDelete: false)
    sut.showControls(PlayerListControls(isSelecting: true, selectedCount: 1, hasPlayers: true))
    sut.showEmptyView(false)

    // Then
    #expect(sut.values.players.map(\.name) == ["Ana", "Bruno"])
    #expect(sut.values.checkedIDs == [1])
    #expect(sut.values.isSelecting)
    #expect(sut.values.controls.title == "1 selected")
    #expect(!sut.values.showsEmptyView)
  }

  @Test func givenARenamedPlayer_whenShownAgain_thenTheValuesChangeAlthoughIdsAreEqual() {
    // Given: players compare by id, so only a hand-made observation sees the new name
    let sut = PlayerListViewState(presenter: PlayerListPresenterProtocolSpy())
    sut.showPlayers(
      [PlayerListRow(player: .fixture(id: 1, name: "Ana"), isChecked: nil)], canDelete: true)
    let changed = ObservationFlag { _ = sut.values }

    // When
    sut.showPlayers(
      [PlayerListRow(player: .fixture(id: 1, name: "Anabela"), isChecked: nil)], canDelete: true)

    // Then
    #expect(changed.isRaised)
    #expect(sut.values.players.first?.name == "Anabela")
  }

  @Test func givenALoadAndADelete_whenTheViewIsTold_thenInputOverlayAndAlertsFollow() {
    // Given
    let sut = PlayerListViewState(presenter: PlayerListPresenterProtocolSpy())

    // When
    sut.setUserInteractionEnabled(false)
    sut.showLoading()
    let blocked = (!sut.isUserInteractionEnabled, sut.values.isLoading)
    sut.setUserInteractionEnabled(true)
    sut.hideLoading()
    sut.showDeleteConfirmation(
      title: "t", message: "m", confirmTitle: "Delete", cancelTitle: "Cancel")
    sut.showError(title: "Error", message: "Oops.")

    // Then
    #expect(blocked == (true, true))
    #expect(sut.isUserInteractionEnabled)
    #expect(!sut.values.isLoading)
    #expect(
      sut.values.deleteConfirmation
        == AlertMessage(title: "t", message: "m", confirmTitle: "Delete", cancelTitle: "Cancel"))
    #expect(sut.values.error == AlertMessage(title: "Error", message: "Oops."))
  }
}
