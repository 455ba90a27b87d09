import Domain

/// The stack VIP's routers move on, whichever UI shows the scenes: the UIKit-shaped UI's
/// navigation controller of view controllers, or the declarative UI's path of view states.
///
/// Routers reach it through their scene's display and never learn which UI it is, so one router,
/// with its data passing, serves both; each UI builds a scene through its configurator.
@MainActor
protocol SceneNavigation: AnyObject {
  /// The topmost Player List on the stack, for the routers that pass data back to it.
  var playerList: (any PlayerListDestination)? { get }
  /// The topmost Player Detail on the stack, for Player Edit's router.
  var playerDetail: (any PlayerDetailDestination)? { get }

  /// Builds the Player List scene and shows it on top.
  func showPlayerList(environment: AppEnvironment)
  /// Builds the Player Detail scene, has `pass` fill its data store, then shows it.
  func showPlayerDetail(
    environment: AppEnvironment, passing pass: (any PlayerDetailDataStore) -> Void)
  /// Builds the Player Edit scene, has `pass` fill its data store, then shows it.
  func showPlayerEdit(
    environment: AppEnvironment, passing pass: (any PlayerEditDataStore) -> Void)
  /// Builds the Player Add scene and shows it on top.
  func showPlayerAdd(environment: AppEnvironment)
  /// Builds the Confirm Players scene, has `pass` fill its data store, then shows it.
  func showConfirmPlayers(
    environment: AppEnvironment, passing pass: (any ConfirmPlayersDataStore) -> Void)
  /// Builds the Gather scene, has `pass` fill its data store, then shows it.
  func showGather(environment: AppEnvironment, passing pass: (any GatherDataStore) -> Void)
  /// Removes every scene above the topmost Player List.
  func returnToPlayerList()
  /// Removes the top scene.
  func close()
}

/// A scene's display as its router sees it: a view controller or a view state, standing on a
/// stack the router moves on.
@MainActor
protocol SceneDisplay: AnyObject {
  /// The stack the scene stands on; `nil` before it is shown.
  var sceneNavigation: (any SceneNavigation)? { get }
}
