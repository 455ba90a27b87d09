@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import Layouts
import Testing
import ViewKit

@MainActor @Suite struct PlayerListContentTests {
  /// Feeds the layout's table the players' rows, as a pattern's data source does.
  private final class PlayersDataSource: TableViewDataSource {
    let values: PlayerListContent.Values

    init(_ values: PlayerListContent.Values) {
      self.values = values
    }

    func tableView(_ tableView: ViewKit.TableView, numberOfRowsInSection section: Int) -> Int {
      values.players.count
    }

    func tableView(_ tableView: ViewKit.TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let player = values.players[indexPath.row]
      return .playerRow(
        player, isChecked: values.isSelecting ? values.checkedIDs.contains(player.id) : nil)
    }
  }

  private func renderLayout(_ values: PlayerListContent.Values) -> String {
    let layout = PlayerListLayout()
    let dataSource = PlayersDataSource(values)
    layout.table.dataSource = dataSource
    let host = LayoutHost(layout)
    let window = Window(rootViewController: ViewKit.NavigationController(rootViewController: host))
    host.title = values.controls.title
    layout.apply(values.controls)
    layout.showEmptyView(values.showsEmptyView)
    if values.isLoading { host.showLoading() }
    if let confirmation = values.deleteConfirmation {
      host.present(
        .confirmation(
          title: confirmation.title, message: confirmation.message,
          confirmTitle: PlayerListTexts.deleteConfirmButton, confirmStyle: .destructive,
          cancelTitle: PlayerListTexts.deleteCancelButton, onConfirm: {}))
    }
    if let error = values.error {
      host.presentErrorAlert(title: error.title, message: error.message, buttonTitle: AlertTexts.ok)
    }
    return Renderer.render(window)
  }

  private func renderContent(_ values: PlayerListContent.Values) -> String {
    ContentHost.render(PlayerListContent(values: .constant(values), actions: .init()))
  }

  private let players = [
    Player(id: 1, name: "Ana", skill: .professional, preferredPosition: .striker),
    Player(id: 2, name: "Bo", age: 20),
  ]

  @Test func givenPlayersWithADeleteConfirmation_whenBothAreRendered_thenTheyShowItsTexts() {
    // Given
    let values = PlayerListContent.Values(
      players: players,
      controls: PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: true),
      deleteConfirmation: AlertMessage(title: "Delete Ana?", message: "She leaves the squad."))

    // When
    let content = renderContent(values)

    // Then
    #expect(content == renderLayout(values))
    #expect(content.contains("Delete Ana?"))
    #expect(content.contains("She leaves the squad."))
  }

  @Test func givenAConfirmationNamingItsButtons_whenRendered_thenItsButtonsHaveThoseTitles() {
    // Given
    let values = PlayerListContent.Values(
      players: players,
      controls: PlayerListControls(isSelecting: false, selectedCount: 0, hasPlayers: true),
      deleteConfirmation: AlertMessage(
        title: "Drop Ana?", message: "She leaves.", confirmTitle: "Drop her",
        cancelTitle: "Keep her"))

    // When
    let content = renderContent(values)

    // Then
    #expect(content.contains("Drop her"))
    #expect(content.contains("Keep her"))
    #expect(!content.contains(PlayerListTexts.deleteCancelButton))
  }

  @Test func givenSelectionMode_whenBothAreRendered_thenCheckboxesAndControlsAreTheSame() {
    // Given
    let values = PlayerListContent.Values(
      players: players, checkedIDs: [2],
      controls: PlayerListControls(isSelecting: true, selectedCount: 1, hasPlayers: true),
      isSelecting: true)

    // When
    let content = renderContent(values)

    // Then
    #expect(content == renderLayout(values))
    #expect(content.contains("[x] Bo"))
  }

  @Test func givenNoPlayersLoadingWithAnError_whenBothAreRendered_thenTheEmptyViewIsTheSame() {
    // Given
    let values = PlayerListContent.Values(
      showsEmptyView: true, isLoading: true,
      error: AlertMessage(title: PlayerListTexts.errorTitle, message: "Offline"))

    // When
    let content = renderContent(values)

    // Then
    #expect(content == renderLayout(values))
    #expect(content.contains(PlayerListTexts.emptyMessage))
  }

  @Test func givenListMode_whenARowIsSwipedAndDeleted_thenDeleteSwipedGetsItsPlayer()
    async throws
  {
    // Given
    var swiped: [Player] = []
    var actions = PlayerListContent.Actions()
    actions.deleteSwiped = { swiped.append($0) }
    let host = HostingController(
      rootView: PlayerListContent(
        values: .constant(.init(players: players)), actions: actions))
    let driver = Driver(window: Window(rootViewController: host))

    // When
    try await driver.deleteRow(IndexPath(row: 1, section: 0), in: "playerList.table")

    // Then
    #expect(swiped == [players[1]])
  }
}
