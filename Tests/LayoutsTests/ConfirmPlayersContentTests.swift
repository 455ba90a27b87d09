@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import Layouts
import Testing
import ViewKit

@MainActor @Suite struct ConfirmPlayersContentTests {
  private let sections = [
    TeamTableSection(header: "Bench", rows: [TeamTableRow(name: "Ana", detail: "ST")]),
    TeamTableSection(header: "Team A", rows: []),
    TeamTableSection(
      header: "Team B",
      rows: [TeamTableRow(name: "Bo", detail: "GK"), TeamTableRow(name: "Cy", detail: "")]),
  ]

  private func renderLayout(_ values: ConfirmPlayersContent.Values) -> String {
    let layout = ConfirmPlayersLayout()
    let dataSource = TeamTableDataSource(sections: values.sections)
    dataSource.onMove = { _, _ in }
    layout.table.dataSource = dataSource
    layout.startButton.isEnabled = values.isStartEnabled
    let host = LayoutHost(layout)
    host.title = ConfirmPlayersTexts.title
    let window = Window(rootViewController: ViewKit.NavigationController(rootViewController: host))
    if values.isLoading { host.showLoading() }
    if let error = values.error {
      host.presentErrorAlert(title: error.title, message: error.message, buttonTitle: AlertTexts.ok)
    }
    return Renderer.render(window)
  }

  private func renderContent(_ values: ConfirmPlayersContent.Values) -> String {
    ContentHost.render(
      ConfirmPlayersContent(values: .constant(values), onMove: { _, _ in }, onStart: {}))
  }

  @Test func givenTeams_whenBothAreRendered_thenConfirmPlayersContentShowsWhatTheLayoutShows() {
    // Given
    let values = ConfirmPlayersContent.Values(sections: sections)

    // When
    let content = renderContent(values)

    // Then
    #expect(content == renderLayout(values))
    #expect(content.contains("≡ Ana"))
    #expect(content.contains("[Start Gather (disabled)]"))
  }

  @Test func givenTeamsLoadingWithTheError_whenBothAreRendered_thenTheyShowTheSame() {
    // Given
    let values = ConfirmPlayersContent.Values(
      sections: sections, isStartEnabled: true, isLoading: true,
      error: AlertMessage(
        title: ConfirmPlayersTexts.startErrorTitle, message: ConfirmPlayersTexts.startErrorMessage))

    // When
    let content = renderContent(values)

    // Then
    #expect(content == renderLayout(values))
    #expect(content.contains(ConfirmPlayersTexts.startErrorMessage))
  }

  @Test func givenTheBench_whenARowIsDraggedToTeamA_thenOnMoveGetsBothIndexPaths() async throws {
    // Given
    var moves: [[IndexPath]] = []
    let host = HostingController(
      rootView: ConfirmPlayersContent(
        values: .constant(.init(sections: sections)), onMove: { moves.append([$0, $1]) },
        onStart: {}))
    let driver = Driver(window: Window(rootViewController: host))

    // When
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1),
      in: "confirmPlayers.table")

    // Then
    #expect(moves == [[IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1)]])
  }
}
