import Domain
import Layouts
import Testing
import ViewKit

@MainActor @Suite struct PlayerListLayoutTests {
  @Test func givenPlayerListLayout_whenInstalled_thenSelectIsInTheBarAndTheEmptyViewHidden() {
    // Given
    let layout = PlayerListLayout()
    let host = LayoutHost(layout)

    // When
    host.loadViewIfNeeded()

    // Then
    #expect(host.navigationItem.rightBarButtonItem === layout.selectButton)
    #expect(layout.selectButton.identifier == "playerList.selectButton")
    #expect(layout.emptyView.isHidden)
    #expect(host.view.viewWithIdentifier("playerList.table") === layout.table)
    #expect(layout.actionButton.title == PlayerListTexts.addPlayerButton)
  }

  @Test func givenNoPlayers_whenEmptyViewIsShown_thenItReplacesTheTableAndBack() {
    // Given
    let layout = PlayerListLayout()

    // When
    layout.showEmptyView(true)

    // Then
    #expect(!layout.emptyView.isHidden)
    #expect(layout.table.isHidden)
    #expect(layout.emptyView.messageLabel.text == PlayerListTexts.emptyMessage)
    layout.showEmptyView(false)
    #expect(layout.emptyView.isHidden)
    #expect(!layout.table.isHidden)
  }

  @Test func givenSelectionModeWithTwoTicked_whenControlsApplied_thenCancelAndConfirmEnabled() {
    // Given
    let layout = PlayerListLayout()
    let controls = PlayerListControls(isSelecting: true, selectedCount: 2, hasPlayers: true)

    // When
    layout.apply(controls)

    // Then
    #expect(layout.selectButton.title == PlayerListTexts.cancelButton)
    #expect(layout.actionButton.title == PlayerListTexts.confirmPlayersButton)
    #expect(layout.actionButton.isEnabled)
  }
}
