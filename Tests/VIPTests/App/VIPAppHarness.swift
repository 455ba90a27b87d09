import Domain
import Foundation
import TestSupport
import VIP
import ViewKit

/// The VIP app over TestSupport's fakes, started the way the terminal app starts it.
@MainActor let vipApp = AppLauncher(makeRoot: VIPApp.makeRoot)

/// VIP scenes built alone, for tests of one scene.
@MainActor
enum VIPAppHarness {
  // MARK: - Scenes with their data stores filled, as the routers leading there fill them

  /// The Player Detail scene showing `player`.
  static func playerDetail(of player: Player, environment: AppEnvironment)
    -> PlayerDetailViewController
  {
    let scene = PlayerDetailConfigurator.makeScene(environment: environment)
    scene.router.dataStore?.player = player
    return scene
  }

  /// The Confirm Players scene with `players` on the bench.
  static func confirmPlayers(with players: [Player], environment: AppEnvironment)
    -> ConfirmPlayersViewController
  {
    let scene = ConfirmPlayersConfigurator.makeScene(environment: environment)
    scene.router.dataStore?.players = players
    return scene
  }
}
