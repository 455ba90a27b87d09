import Domain
import Observation

/// The declarative UI's stack: the routes its `NavigationStack` shows above Login, which VIP's
/// routers change through `SceneNavigation`, and the scenes `SceneStack` draws for them.
///
/// A router passes data into the next scene's data store before it is shown, so each scene is
/// built here, by its configurator, when its route is pushed, and kept for as long as the route
/// stays on the path; a scene's own screen handles its appearing and leaving.
@MainActor
@Observable
final class ScenePath: SceneNavigation {
  /// The scenes above Login, in order; a user's Back removes the last.
  var routes: [SceneRoute] = []
  /// The scene built for each route when it was pushed.
  @ObservationIgnored private var scenes: [SceneRoute: AnyObject] = [:]

  /// The scene of `route` if the route is on the path, as `Scene`.
  func scene<Scene>(_ route: SceneRoute, as type: Scene.Type = Scene.self) -> Scene? {
    routes.contains(route) ? scenes[route] as? Scene : nil
  }

  // MARK: - SceneNavigation

  var playerList: (any PlayerListDestination)? {
    scene(.playerList, as: PlayerListViewState.self)
  }

  var playerDetail: (any PlayerDetailDestination)? {
    scene(.playerDetail, as: PlayerDetailViewState.self)
  }

  func showPlayerList(environment: AppEnvironment) {
    push(
      .playerList, PlayerListConfigurator.makeViewState(environment: environment, navigation: self))
  }

  func showPlayerDetail(
    environment: AppEnvironment, passing pass: (any PlayerDetailDataStore) -> Void
  ) {
    let scene = PlayerDetailConfigurator.makeViewState(environment: environment, navigation: self)
    scene.router.dataStore.map(pass)
    push(.playerDetail, scene)
  }

  func showPlayerEdit(
    environment: AppEnvironment, passing pass: (any PlayerEditDataStore) -> Void
  ) {
    push(
      .playerEdit,
      PlayerEditConfigurator.makeViewState(
        environment: environment, navigation: self, passing: pass))
  }

  func showPlayerAdd(environment: AppEnvironment) {
    push(
      .playerAdd, PlayerAddConfigurator.makeViewState(environment: environment, navigation: self))
  }

  func showConfirmPlayers(
    environment: AppEnvironment, passing pass: (any ConfirmPlayersDataStore) -> Void
  ) {
    push(
      .confirmPlayers,
      ConfirmPlayersConfigurator.makeViewState(
        environment: environment, navigation: self, passing: pass))
  }

  func showGather(environment: AppEnvironment, passing pass: (any GatherDataStore) -> Void) {
    push(
      .gather,
      GatherConfigurator.makeViewState(environment: environment, navigation: self, passing: pass))
  }

  func returnToPlayerList() {
    guard let index = routes.lastIndex(of: .playerList) else { return }
    routes.removeSubrange((index + 1)...)
  }

  func close() {
    guard !routes.isEmpty else { return }
    routes.removeLast()
  }

  // MARK: - Private

  /// Keeps `scene` for `route`, dropping the scenes of routes no longer on the path, and
  /// pushes the route.
  private func push(_ route: SceneRoute, _ scene: AnyObject) {
    scenes = scenes.filter { routes.contains($0.key) }
    scenes[route] = scene
    routes.append(route)
  }
}
