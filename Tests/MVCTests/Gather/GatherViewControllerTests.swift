import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVC

/// Gather's controller itself (`GatherViewController.swift`): the screen it installs and fills,
/// and the countdown stopped when the screen is left (SPEC §3.7); the scores and End Gather are in
/// `GatherViewControllerActionsTests`, the countdown and picker in `GatherViewControllerTimerTests`.
@MainActor
@Suite struct GatherViewControllerTests: GatherSuite {
  @Test func givenNewGather_whenScreenIsShown_thenZeroScoresTenMinutesStartAndPickerHidden()
    async throws
  {
    // Given
    let (driver, _, _, _) = try await makeSUT()

    // When
    let texts = try ["gather.teamAScore", "gather.teamBScore", "gather.timer"].map {
      try driver.text(of: $0)
    }

    // Then
    #expect(driver.title == "Gather in progress")
    #expect(texts == ["0", "0", "10:00"])
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(try driver.headers(in: "gather.table") == ["Team A", "Team B"])
    #expect(try driver.isHidden("gather.picker") == true)
    #expect(try driver.value(of: "gather.teamAStepper") == 0)
  }

  @Test func givenTeams_whenTableIsRead_thenTeamAAndTeamBWithAcronymOrDash() async throws {
    // Given
    let (driver, _, _, _) = try await makeSUT()

    // When
    let rows = try driver.rows(in: "gather.table")

    // Then
    #expect(
      rows == [
        [RowSnapshot(text: "Ana", detail: "MID"), RowSnapshot(text: "Carla", detail: "-")],
        [RowSnapshot(text: "Bruno", detail: "GK")],
      ])
  }

  @Test func givenRunningCountdown_whenBackIsTapped_thenTheTimerStops() async throws {
    // Given
    let (driver, gather, _, env) = try await makeSUT()
    try await driver.tap("gather.actionButton")
    await env.clock.advance(by: .seconds(2))

    // When
    try await driver.goBack()
    await env.clock.advance(by: .seconds(3))

    // Then
    let timer = try #require(gather.view.viewWithIdentifier("gather.timer") as? Label)
    #expect(timer.text == "09:58")
    #expect(env.clock.sleeperCount == 0)
  }
}
