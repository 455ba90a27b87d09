import Domain
import Foundation
import TestSupport
import Testing
import ViewKit

@testable import MVP

@MainActor
@Suite struct GatherViewControllerTests {
  private func makeSUT() -> (sut: GatherViewController, driver: Driver, env: TestEnvironment) {
    let env = TestEnvironment()
    let model = GatherModel.fixture(gatherId: UUID())
    let sut = GatherViewController(model: model, environment: env.environment, delegate: nil)
    return (sut, ScreenHost.show(sut), env)
  }

  @Test func givenGather_whenShown_thenItsPresenterHasFilledScoresTimerAndTeams() throws {
    // Given, When
    let (_, driver, _) = makeSUT()

    // Then
    #expect(driver.title == "Gather in progress")
    #expect(try driver.text(of: "gather.timer") == "10:00")
    #expect(
      try driver.rows(in: "gather.table").map { $0.map(\.text) } == [["Ana", "Carla"], ["Bruno"]])
  }

  @Test func givenRunningCountdown_whenTheScreenIsLeft_thenTheCountdownStops() async throws {
    // Given
    let (sut, driver, env) = makeSUT()
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
}
