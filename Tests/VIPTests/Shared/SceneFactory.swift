import Domain

@testable import VIP

/// Builds one VIP scene through its configurator, with its data store filled as the router
/// leading there would fill it, for tests that need a real scene on a navigation stack.
@MainActor
enum SceneFactory {
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
