import Domain
import ViewKit

/// In the UIKit-shaped UI a scene's display is its view controller, on the navigation controller
/// that pushed it.
extension ViewController: SceneDisplay {
  /// The navigation controller holding this view controller.
  var sceneNavigation: (any SceneNavigation)? { navigationController }
}

/// The UIKit-shaped UI's stack: each scene is a view controller its configurator builds, pushed
/// and popped here.
extension NavigationController: SceneNavigation {
  var playerList: (any PlayerListDestination)? {
    viewControllers.compactMap { $0 as? PlayerListViewController }.last
  }

  var playerDetail: (any PlayerDetailDestination)? {
    viewControllers.compactMap { $0 as? PlayerDetailViewController }.last
  }

  func showPlayerList(environment: AppEnvironment) {
    pushViewController(PlayerListConfigurator.makeScene(environment: environment), animated: true)
  }

  func showPlayerDetail(
    environment: AppEnvironment, passing pass: (any PlayerDetailDataStore) -> Void
  ) {
    let scene = PlayerDetailConfigurator.makeScene(environment: environment)
    scene.router.dataStore.map(pass)
    pushViewController(scene, animated: true)
  }

  func showPlayerEdit(
    environment: AppEnvironment, passing pass: (any PlayerEditDataStore) -> Void
  ) {
    let scene = PlayerEditConfigurator.makeScene(environment: environment)
    scene.router.dataStore.map(pass)
    pushViewController(scene, animated: true)
  }

  func showPlayerAdd(environment: AppEnvironment) {
    pushViewController(PlayerAddConfigurator.makeScene(environment: environment), animated: true)
  }

  func showConfirmPlayers(
    environment: AppEnvironment, passing pass: (any ConfirmPlayersDataStore) -> Void
  ) {
    let scene = ConfirmPlayersConfigurator.makeScene(environment: environment)
    scene.router.dataStore.map(pass)
    pushViewController(scene, animated: true)
  }

  func showGather(environment: AppEnvironment, passing pass: (any GatherDataStore) -> Void) {
    let scene = GatherConfigurator.makeScene(environment: environment)
    scene.router.dataStore.map(pass)
    pushViewController(scene, animated: true)
  }

  func returnToPlayerList() {
    guard let list = viewControllers.compactMap({ $0 as? PlayerListViewController }).last
    else { return }
    popToViewController(list, animated: true)
  }

  func close() {
    popViewController(animated: true)
  }
}
