import Domain
import Foundation
import TestSupport
import Testing
import VIP
import ViewKit

@MainActor
@Suite struct VIPAppTests {
  @Test func givenSquad_whenAGatherIsPlayedAndEnded_thenBackOnThePlayerListInListMode()
    async throws
  {
    // Given: two players selected, confirmed, one on each team, the gather started
    let env = TestEnvironment(players: Player.squad)
    let driver = try await vipApp.launchOnGather(env)

    // When
    let gatherTitle = driver.title
    try await driver.tap("gather.endButton")
    try await driver.tapAlertAction("Yes")

    // Then
    let stack = driver.window.navigationController?.viewControllers ?? []
    #expect(gatherTitle == "Gather in progress")
    #expect(stack.count == 2)
    #expect(stack.last is PlayerListViewController)
    #expect(driver.title == "Players")
    #expect(try driver.text(of: "playerList.selectButton") == "Select")
    #expect(try driver.text(of: "playerList.actionButton") == "Add player")
    #expect(try driver.isEnabled("playerList.actionButton"))
    #expect(
      try driver.rows(in: "playerList.table").first?.allSatisfy { $0.checkbox == nil } == true)
    let ended = env.gathers.calls.compactMap { call -> GatherResult? in
      if case .end(_, let result) = call { result } else { nil }
    }
    #expect(ended == [GatherResult(teamA: 0, teamB: 0)])
    // Ending switches modes without asking the server for the players again.
    #expect(env.players.calls == [.players])
  }

  @Test func givenPlayerDetailOfAna_whenNameIsSavedAsBea_thenTitleAndPlayerListRowShowBea()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await vipApp.launchOnPlayerList(env)
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerDetail.table")
    try await driver.type("Bea", into: "playerEdit.textField")

    // When
    try await driver.tap("playerEdit.doneButton")
    let detailTitle = driver.title
    try await driver.goBack()

    // Then
    #expect(detailTitle == "Bea")
    #expect(
      try driver.rows(in: "playerList.table").first?.map(\.text) == [
        "Bea", "Bruno", "Carla", "Dan",
      ])
    // The row is replaced from the callback, not reloaded from the server.
    #expect(env.players.calls == [.players, .update(.completeFixture(id: 1, name: "Bea"))])
  }

  @Test func givenRunningGather_whenLeftWithBackAndStartTappedAgain_thenANewGatherIsCreated()
    async throws
  {
    // Given
    let env = TestEnvironment(players: Player.squad)
    let driver = try await vipApp.launchOnGather(env)
    try await driver.tap("gather.actionButton")
    try await driver.goBack()

    // When
    try await driver.tap("confirmPlayers.startButton")

    // Then: a fresh screen at 10:00, over a second gather
    #expect(driver.topViewController is GatherViewController)
    #expect(try driver.text(of: "gather.timer") == "10:00")
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(
      env.gathers.calls.filter { $0 == .create } == [.create, .create])
    #expect(env.clock.sleeperCount == 0)
  }
}
