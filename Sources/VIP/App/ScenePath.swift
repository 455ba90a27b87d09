import Domain
import Observation

/// The declarative UI's stack: the scenes its `NavigationStack` shows above Login, which VIP's
/// routers change through `SceneNavigation`.
///
/// Each scene is a view state its configurator builds. The path also plays the navigation
/// controller's part in a scene's life: a scene back on top is asked for its data again, as a
/// view controller is in `viewWillAppear`, and Gather's countdown stops when it leaves.
@MainActor
@Observable
final class ScenePath: SceneNavigation {
  /// The scenes above Login, in order; a user's Back removes the last.
  var routes: [SceneRoute] = [] {
    didSet { routesChanged(from: oldValue) }
  }

  /// Starts a reappearing scene's async request where the window tracks it (set to the stack's
  /// `run`), so the driver waits for it as for a view controller's.
  @ObservationIgnored var track: @MainActor (@escaping @MainActor () async -> Void) -> Void = {
    work in Task { await work() }
  }

  // MARK: - SceneNavigation

  var playerList: (any PlayerListDestination)? {
    for case .playerList(let viewState) in routes.reversed() { return viewState }
    return nil
  }

  var playerDetail: (any PlayerDetailDestination)? {
    for case .playerDetail(let viewState) in routes.reversed() { return viewState }
    return nil
  }

  func showPlayerList(environment: AppEnvironment) {
    routes.append(
      .playerList(PlayerListConfigurator.makeViewState(environment: environment, navigation: self)))
  }

  func showPlayerDetail(
    environment: AppEnvironment, passing pass: (any PlayerDetailDataStore) -> Void
  ) {
    let scene = PlayerDetailConfigurator.makeViewState(environment: environment, navigation: self)
    scene.router.dataStore.map(pass)
    routes.append(.playerDetail(scene))
  }

  func showPlayerEdit(
    environment: AppEnvironment, passing pass: (any PlayerEditDataStore) -> Void
  ) {
    let scene = PlayerEditConfigurator.makeViewState(environment: environment, navigation: self)
    scene.router.dataStore.map(pass)
    routes.append(.playerEdit(scene))
  }

  func showPlayerAdd(environment: AppEnvironment) {
    routes.append(
      .playerAdd(PlayerAddConfigurator.makeViewState(environment: environment, navigation: self)))
  }

  func showConfirmPlayers(
    environment: AppEnvironment, passing pass: (any ConfirmPlayersDataStore) -> Void
  ) {
    let scene = ConfirmPlayersConfigurator.makeViewState(
      environment: environment, navigation: self)
    scene.router.dataStore.map(pass)
    routes.append(.confirmPlayers(scene))
  }

  func showGather(environment: AppEnvironment, passing pass: (any GatherDataStore) -> Void) {
    let scene = GatherConfigurator.makeViewState(environment: environment, navigation: self)
    scene.router.dataStore.map(pass)
    routes.append(.gather(scene))
  }

  func returnToPlayerList() {
    guard
      let index = routes.lastIndex(where: {
        if case .playerList = $0 { true } else { false }
      })
    else { return }
    routes.removeSubrange((index + 1)...)
  }

  func close() {
    guard !routes.isEmpty else { return }
    routes.removeLast()
  }

  // MARK: - The scenes' life

  private func routesChanged(from old: [SceneRoute]) {
    for case .gather(let gather) in old where !routes.contains(.gather(gather)) {
      gather.interactor.stopTimer(request: GatherScene.StopTimer.Request())
    }
    guard routes.count < old.count, let top = routes.last else { return }
    switch top {
    case .playerList(let list):
      track {
        await list.interactor.fetchPlayers(
          request: PlayerListScene.FetchPlayers.Request(reload: false))
      }
    case .playerDetail(let detail):
      detail.interactor.fetchPlayer(request: PlayerDetailScene.FetchPlayer.Request())
    case .playerEdit, .playerAdd, .confirmPlayers, .gather:
      break  // Their view controllers ask for nothing when they reappear.
    }
  }
}
