import Domain
import Foundation
import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct ConfirmPlayersViewControllerTests {
  private func makeSUT() -> (
    sut: ConfirmPlayersViewController, driver: Driver,
    delegate: ConfirmPlayersPresenterDelegateSpy
  ) {
    let env = TestEnvironment(players: Player.squad)
    let delegate = ConfirmPlayersPresenterDelegateSpy()
    let layout = ConfirmPlayersLayout()
    let screenView = ConfirmPlayersView(layout: layout)
    let presenter = ConfirmPlayersPresenter(
      view: screenView, gatherService: env.gathers, players: Array(Player.squad.prefix(2)),
      delegate: delegate)
    let sut = ConfirmPlayersViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    return (sut, ScreenHost.show(sut), delegate)
  }

  @Test func givenTwoPlayers_whenShown_thenBothWaitOnTheBenchAndStartIsDisabled() throws {
    // Given, When
    let (_, driver, _) = makeSUT()

    // Then
    #expect(driver.title == "Confirm Players")
    #expect(try driver.rows(in: "confirmPlayers.table").map(\.count) == [2, 0, 0])
    #expect(try !driver.isEnabled("confirmPlayers.startButton"))
  }

  @Test
  func givenOnePlayerInEachTeam_whenStartTapped_thenItsDelegateGetsTheGatherAndNothingIsPushed()
    async throws
  {
    // Given
    let (sut, driver, delegate) = makeSUT()
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1),
      in: "confirmPlayers.table")
    try await driver.moveRow(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2),
      in: "confirmPlayers.table")

    // When
    try await driver.tap("confirmPlayers.startButton")

    // Then
    let model = GatherModel(
      gatherId: GatherServiceFake.id(1),
      entries: [
        .init(team: .teamA, player: Player.squad[0]), .init(team: .teamB, player: Player.squad[1]),
      ])
    #expect(delegate.calls == [.didStartGather(model)])
    #expect(driver.topViewController === sut)
  }
}
