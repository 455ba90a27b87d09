import Domain
import Foundation
import Layouts
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct GatherViewControllerTests {
  private func makeSUT() -> (
    sut: GatherViewController, driver: Driver, env: TestEnvironment,
    delegate: GatherPresenterDelegateSpy
  ) {
    let env = TestEnvironment()
    let delegate = GatherPresenterDelegateSpy()
    let model = GatherModel.fixture()
    let layout = GatherLayout()
    let screenView = GatherView(layout: layout)
    let presenter = GatherPresenter(
      view: screenView, gatherService: env.gathers, model: model, clock: env.clock,
      delegate: delegate)
    let sut = GatherViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    return (sut, ScreenHost.show(sut), env, delegate)
  }

  @Test func givenGather_whenShown_thenItsPresenterHasFilledScoresTimerAndTeams() throws {
    // Given, When
    let (_, driver, _, _) = makeSUT()

    // Then
    #expect(driver.title == "Gather in progress")
    #expect(try driver.text(of: "gather.timer") == "10:00")
    #expect(
      try driver.rows(in: "gather.table").map { $0.map(\.text) } == [["Ana", "Carla"], ["Bruno"]])
  }

  @Test func givenRunningCountdown_whenTheScreenIsLeft_thenTheCountdownStops() async throws {
    // Given
    let (sut, driver, env, _) = makeSUT()
    try await driver.tap("gather.actionButton")
    await env.clock.advance(by: .seconds(1))

    // When
    try await driver.goBack()
    await env.clock.advance(by: .seconds(5))

    // Then: shown again, the screen still reads the time it was left at
    driver.window.navigationController?.pushViewController(sut, animated: false)
    #expect(try driver.text(of: "gather.timer") == "09:59")
    #expect(env.clock.sleeperCount == 0)
  }

  @Test func givenStartedGather_whenEndIsConfirmed_thenItsDelegateIsToldAndNothingIsPopped()
    async throws
  {
    // Given
    let (sut, driver, env, delegate) = makeSUT()
    _ = try await env.gathers.createGather()
    try await driver.tap("gather.endButton")

    // When
    try await driver.tapAlertAction("Yes")

    // Then
    #expect(delegate.endCount == 1)
    #expect(driver.topViewController === sut)
  }
}
