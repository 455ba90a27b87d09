@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import UDF

/// The two UIs as one feature sees them: the same scenario played on the UIKit-shaped view
/// controller and on the declarative screen sends the store the same actions, in the same order.
@MainActor
@Suite struct BothUIsTests {
  /// A store over the real feature that records every action it reduces.
  private func recorded<R: Reducer>(_ feature: R, from state: R.State, on env: TestEnvironment)
    -> (store: Store<R.State, R.Action>, recorder: RecordingReducer<R.State, R.Action>)
  {
    recordingStore(
      state, update: { state, action in feature.reduce(into: &state, action: action) },
      withDependencies: { $0.use(env.environment) })
  }

  @Test func givenPlayerList_whenTwoPlayersAreSelectedAndConfirmed_thenBothUIsSendTheSameActions()
    async throws
  {
    // Given
    let table = "playerList.table"
    let play: (Driver) async throws -> Void = { driver in
      await driver.waitUntilIdle()
      try await driver.tap("playerList.selectButton")
      try await driver.selectRow(IndexPath(row: 0, section: 0), in: table)
      try await driver.selectRow(IndexPath(row: 2, section: 0), in: table)
      try await driver.tap("playerList.actionButton")
    }
    let uiKitEnv = TestEnvironment(players: Player.squad)
    let uiKit = recorded(
      PlayerListFeature(), from: PlayerListFeature.State(), on: uiKitEnv)
    let declarativeEnv = TestEnvironment(players: Player.squad)
    let declarative = recorded(
      PlayerListFeature(), from: PlayerListFeature.State(), on: declarativeEnv)

    // When
    try await play(ScreenHost.show(PlayerListViewController(store: uiKit.store)))
    try await play(showScreen(PlayerListScreen(store: declarative.store)))

    // Then
    let ana = Player.squad[0]
    let carla = Player.squad[2]
    #expect(
      uiKit.recorder.actions == [
        .appeared, .playersResponse(.success(Player.squad)), .selectTapped,
        .playerTapped(ana.id), .playerTapped(carla.id), .actionTapped,
        .delegate(.showConfirmPlayers([ana, carla])),
      ])
    #expect(declarative.recorder.actions == uiKit.recorder.actions)
  }

  @Test func givenGather_whenScoreTimeAndEndAreChanged_thenBothUIsSendTheSameActions()
    async throws
  {
    // Given
    let play: (Driver) async throws -> Void = { driver in
      try await driver.stepUp("gather.teamAStepper")
      try await driver.stepUp("gather.teamBStepper")
      try await driver.stepUp("gather.teamAStepper")
      try await driver.tap("gather.setButton")
      try await driver.pick(row: 5, component: 0, in: "gather.picker")
      try await driver.tap("gather.pickerDone")
      try await driver.tap("gather.endButton")
      try await driver.tapAlertAction("Yes")
    }
    let uiKitEnv = TestEnvironment(players: Player.squad)
    _ = try await uiKitEnv.gathers.createGather()
    let uiKit = recorded(
      GatherFeature(), from: GatherFeature.State(model: .fixture()), on: uiKitEnv)
    let declarativeEnv = TestEnvironment(players: Player.squad)
    _ = try await declarativeEnv.gathers.createGather()
    let declarative = recorded(
      GatherFeature(), from: GatherFeature.State(model: .fixture()), on: declarativeEnv)

    // When
    try await play(ScreenHost.show(GatherViewController(store: uiKit.store)))
    try await play(showScreen(GatherScreen(store: declarative.store)))

    // Then
    let result = GatherResult(teamA: 2, teamB: 1)
    #expect(
      uiKit.recorder.actions == [
        .scoreChanged(team: .teamA, to: 1), .scoreChanged(team: .teamB, to: 1),
        .scoreChanged(team: .teamA, to: 2), .setTapped,
        .pickerChanged(GatherTime(minutes: 5, seconds: 0)), .pickerDoneTapped, .endTapped,
        .alert(.presented(.endConfirmed)), .endResponse(.success(result)),
        .delegate(.gatherEnded),
      ])
    #expect(declarative.recorder.actions == uiKit.recorder.actions)
  }
}
