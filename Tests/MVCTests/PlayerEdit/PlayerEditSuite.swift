import Domain
import TestSupport
import ViewKit

@testable import MVC

/// The Player Edit suites, one per source file of the screen, start from the same player.
@MainActor
protocol PlayerEditSuite {}

extension PlayerEditSuite {
  /// Ana, every field filled.
  var player: Player { Player.completeFixture(id: 1, name: "Ana") }

  /// Player Edit of `field`, pushed over a plain root screen so that it can pop.
  func makeSUT(field: PlayerField) -> (
    driver: Driver, delegate: PlayerEditViewControllerDelegateSpy, env: TestEnvironment
  ) {
    let env = TestEnvironment(players: [player])
    let delegate = PlayerEditViewControllerDelegateSpy()
    let driver = ScreenHost.show(
      PlayerEditViewController(
        player: player, field: field, playerService: env.players, delegate: delegate))
    return (driver, delegate, env)
  }
}
