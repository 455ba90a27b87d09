@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVP

/// Gather's declarative screen over its view state and presenter: what the presenter filled in,
/// the steppers, the timer's buttons and the picker reaching it, and the countdown stopped when
/// the screen is left.
@MainActor
@Suite struct GatherScreenTests {
  private func makeSUT() async -> (driver: Driver, router: ScreenRouter, env: TestEnvironment) {
    let env = TestEnvironment()
    let router = ScreenRouter(environment: env.environment)
    router.showGather(with: .fixture(gatherId: UUID()), delegate: nil)
    let driver = showStack(router)
    await driver.waitUntilIdle()
    return (driver, router, env)
  }

  @Test func givenGather_whenShown_thenItsPresenterHasFilledScoresTimerAndTeams() async throws {
    // Given, When
    let (driver, _, _) = await makeSUT()

    // Then
    #expect(driver.title == "Gather in progress")
    #expect(try driver.text(of: "gather.timer") == "10:00")
    #expect(
      try driver.rows(in: "gather.table").map { $0.map(\.text) } == [["Ana", "Carla"], ["Bruno"]])
  }

  @Test func givenScores_whenEachStepperGoesUp_thenPresenterGetsTheValueAndTeam() async throws {
    // Given
    let (driver, router, _) = await makeSUT()

    // When
    try await driver.stepUp("gather.teamAStepper")
    try await driver.stepUp("gather.teamBStepper")
    try await driver.stepUp("gather.teamBStepper")

    // Then
    #expect(try driver.text(of: "gather.teamAScore") == "1")
    #expect(try driver.text(of: "gather.teamBScore") == "2")
    #expect(router.top(GatherViewState.self)?.values.teamBScore == 2)
  }

  @Test func givenOpenPicker_whenRowsArePickedAndDoneTapped_thenPresenterGetsTheRows()
    async throws
  {
    // Given
    let (driver, _, _) = await makeSUT()
    try await driver.tap("gather.setButton")

    // When
    try await driver.pick(row: 1, component: 0, in: "gather.picker")
    try await driver.pick(row: 1, component: 1, in: "gather.picker")
    try await driver.tap("gather.pickerDone")

    // Then
    #expect(try driver.text(of: "gather.timer") == "01:01")
    #expect(driver.element("gather.picker") == nil)
  }

  @Test func givenOpenPicker_whenCancelTapped_thenPresenterHearsTheCancel() async throws {
    // Given
    let (driver, _, _) = await makeSUT()
    try await driver.tap("gather.setButton")

    // When
    try await driver.tap("gather.pickerCancel")

    // Then
    #expect(driver.element("gather.picker") == nil)
    #expect(try driver.text(of: "gather.timer") == "10:00")
  }

  @Test func givenTimer_whenItsThreeButtonsAndEndAreTapped_thenEachIsForwarded() async throws {
    // Given
    let (driver, _, env) = await makeSUT()

    // When
    try await driver.tap("gather.actionButton")
    let running = try driver.text(of: "gather.actionButton")
    try await driver.tap("gather.cancelButton")
    try await driver.tap("gather.endButton")

    // Then
    #expect(running == "Pause")
    #expect(try driver.text(of: "gather.actionButton") == "Start")
    #expect(driver.alert?.actions == ["Yes", "Cancel"])
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenEndConfirmation_whenYesTapped_thenPresenterIsAskedToEnd() async throws {
    // Given
    let env = TestEnvironment()
    let router = ScreenRouter(environment: env.environment)
    let delegate = GatherPresenterDelegateSpy()
    let model = GatherModel.fixture(gatherId: try await env.gathers.createGather())
    router.showGather(with: model, delegate: delegate)
    let driver = showStack(router)
    await driver.waitUntilIdle()
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(delegate.endCount == 1)
    #expect(env.gathers.calls.count == 2)
  }

  @Test func givenRunningCountdown_whenTheScreenIsLeft_thenTheCountdownStops() async throws {
    // Given
    let (driver, router, env) = await makeSUT()
    let viewState = try #require(router.top(GatherViewState.self))
    try await driver.tap("gather.actionButton")
    await env.clock.advance(by: .seconds(1))

    // When
    try await driver.goBack()
    await env.clock.advance(by: .seconds(5))

    // Then: the view state still holds the time the screen was left at
    #expect(router.path.isEmpty)
    #expect(viewState.values.timer == "09:59")
    #expect(env.clock.sleeperCount == 0)
  }
}
