import Domain
import Foundation
import TestSupport
import ViewKit

@testable import MVC

/// The Gather suites, one per source file of the screen, start from the same screen.
@MainActor
protocol GatherSuite {}

extension GatherSuite {
  /// A started gather (Ana and Carla in Team A, Bruno in Team B) pushed over a plain root
  /// screen, so that Back leaves it.
  func makeSUT() async throws -> (
    driver: Driver, gather: GatherViewController, delegate: GatherViewControllerDelegateSpy,
    env: TestEnvironment
  ) {
    let env = TestEnvironment(players: Player.squad)
    // The fake only ends gathers it created, as the server does.
    let gatherID = try await env.gathers.createGather()
    let delegate = GatherViewControllerDelegateSpy()
    let gather = GatherViewController(
      model: .fixture(gatherId: gatherID), gatherService: env.gathers, clock: env.clock,
      delegate: delegate)
    return (ScreenHost.show(gather), gather, delegate, env)
  }
}
