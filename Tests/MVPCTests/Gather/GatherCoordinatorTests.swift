import Domain
import TestSupport
import Testing
import ViewKit

@testable import MVPC

@MainActor
@Suite struct GatherCoordinatorTests {
  /// Counts the gather ends the coordinator passes on.
  @MainActor
  private final class Ends {
    private(set) var count = 0
    func record() { count += 1 }
  }

  private func makeSUT() async throws -> (
    sut: GatherCoordinator, host: CoordinatorHost, env: TestEnvironment, ends: Ends
  ) {
    let env = TestEnvironment()
    let host = CoordinatorHost()
    let ends = Ends()
    let model = GatherModel.fixture(gatherId: try await env.gathers.createGather())
    let sut = GatherCoordinator(
      navigationController: host.navigationController, environment: env.environment,
      model: model, didEndGather: { ends.record() })
    await host.start(sut)
    return (sut, host, env, ends)
  }

  @Test func givenStartedGather_whenStarted_thenGatherIsPushedWithBothTeams() async throws {
    // Given, When
    let (sut, host, _, _) = try await makeSUT()

    // Then
    #expect(host.driver.topViewController === sut.rootViewController)
    #expect(host.driver.title == "Gather in progress")
    #expect(try host.driver.rows(in: "gather.table").map(\.count) == [2, 1])
  }

  @Test func givenGather_whenItsPresenterReportsTheEnd_thenItIsPassedOnAndNothingPopped()
    async throws
  {
    // Given
    let (sut, host, _, ends) = try await makeSUT()

    // When
    sut.gatherDidEnd()

    // Then
    #expect(ends.count == 1)
    #expect(host.driver.topViewController === sut.rootViewController)
  }

  @Test func givenRunningCountdown_whenBackIsTapped_thenTheCoordinatorIsReleasedAndTheClockIdle()
    async throws
  {
    // Given
    let (_, host, env, ends) = try await makeSUT()
    try await host.driver.tap("gather.actionButton")
    weak let gather = host.root.childCoordinators.first
    #expect(gather != nil)

    // When
    try await host.driver.goBack()

    // Then
    #expect(gather == nil)
    #expect(env.clock.sleeperCount == 0)
    #expect(ends.count == 0)
  }
}
