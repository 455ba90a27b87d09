import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import VIPER

@MainActor
@Suite struct ConfirmPlayersViewControllerTests {
  private func makeSUT() -> (
    view: ConfirmPlayersViewController, presenter: ConfirmPlayersPresenterProtocolSpy,
    driver: Driver
  ) {
    let presenter = ConfirmPlayersPresenterProtocolSpy()
    let view = ConfirmPlayersViewController(presenter: presenter)
    return (view, presenter, ScreenHost.show(view))
  }

  private let sections = [
    TeamTableSection(header: "Bench", rows: [TeamTableRow(name: "Ana", detail: "MID")]),
    TeamTableSection(header: "Team A", rows: []),
    TeamTableSection(header: "Team B", rows: [TeamTableRow(name: "Carla", detail: "-")]),
  ]

  @Test func givenTeams_whenShown_thenTitleSectionsAndRowsWithAcronymOrDash() throws {
    // Given
    let (view, presenter, driver) = makeSUT()

    // When
    view.showTeams(sections)
    view.setStartEnabled(true)

    // Then
    #expect(presenter.calls == [.load])
    #expect(driver.title == "Confirm Players")
    #expect(try driver.headers(in: "confirmPlayers.table") == ["Bench", "Team A", "Team B"])
    #expect(
      try driver.rows(in: "confirmPlayers.table") == [
        [RowSnapshot(text: "Ana", detail: "MID")], [], [RowSnapshot(text: "Carla", detail: "-")],
      ])
    #expect(try driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test func givenBench_whenARowIsMovedAndStartTapped_thenThePresenterHearsBoth() async throws {
    // Given
    let (view, presenter, driver) = makeSUT()
    view.showTeams(sections)

    // When
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1),
      in: "confirmPlayers.table")
    try await driver.tap("confirmPlayers.startButton")

    // Then
    #expect(
      presenter.calls == [
        .load, .moveRow(row: 0, section: 0, toRow: 0, toSection: 1), .startTapped,
      ])
  }

  @Test func givenAStart_whenLoadingStartsAndEndsWithAnError_thenOverlayThenTheAlert() {
    // Given
    let (view, _, driver) = makeSUT()

    // When
    view.showLoading()
    let covered = driver.isLoading
    view.hideLoading()
    view.showError(title: "Error", message: "Unable to create gather.")

    // Then
    #expect(covered)
    #expect(!driver.isLoading)
    #expect(
      driver.alert
        == AlertSnapshot(title: "Error", message: "Unable to create gather.", actions: ["OK"]))
  }
}
