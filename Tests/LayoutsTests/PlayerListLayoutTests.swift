import Domain
import Foundation
import Layouts
import Testing
import ViewKit

@MainActor @Suite struct PlayerListLayoutTests {
  /// One row, tapped or not; what a pattern's list gives the table.
  private final class Rows: TableViewDataSource, TableViewDelegate {
    var tapped: [IndexPath] = []

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      TableViewCell()
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
      tapped.append(indexPath)
    }
  }

  @Test func givenRows_whenTheTableShowsThem_thenItReadsThemAndTheirTapsReachThem() async {
    // Given
    let layout = PlayerListLayout()
    let rows = Rows()

    // When
    layout.showRows(from: rows)
    await layout.table.delegate?.tableView(
      layout.table, didSelectRowAt: IndexPath(row: 0, section: 0))

    // Then
    #expect(layout.table.dataSource === rows)
    #expect(rows.tapped == [IndexPath(row: 0, section: 0)])
  }

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
