import DeclarativeKit
import Domain
import Observation

/// The declarative UI's router: the path of the root `NavigationStack`, as routes, and the
/// screen each route shows.
///
/// MVP's view controllers assemble the screen they push; in the declarative UI a view is a
/// value, so the router does it instead: each `show…` builds a view state and its presenter, as
/// the matching view controller's initializer does, keeps the pair for as long as its route is
/// in the path, and appends the route. A user's Back shortens the path; a screen that is left
/// handles it itself (Gather stops its countdown in `onDisappear`).
@MainActor
@Observable
final class ScreenRouter {
  /// The screens above Login, bottom first.
  var path: [Route] = []
  /// The view state of each route in the path, built once per route (and of a route Back
  /// removed, until the next push drops it).
  @ObservationIgnored private var viewStates: [Route: AnyObject] = [:]
  @ObservationIgnored private let environment: AppEnvironment

  /// Creates an empty path whose screens are built over `environment`.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  // MARK: - Screens

  /// Builds Login, the stack's root, as `LoginViewController` builds itself; it asks this router
  /// for the Player List.
  func makeLogin() -> LoginViewState {
    let viewState = LoginViewState()
    let presenter = LoginPresenter(
      view: viewState, signIn: SignIn(environment: environment), settings: environment.settings,
      credentials: environment.credentials)
    viewState.presenter = presenter
    viewState.navigator = self
    presenter.load()
    return viewState
  }

  /// The view state `route` shows, when it is a `T`.
  func viewState<T>(for route: Route, as type: T.Type = T.self) -> T? {
    viewStates[route] as? T
  }

  /// The screen of `route`, over the view state its `show…` built.
  @ViewBuilder
  func screen(for route: Route) -> some View {
    switch route {
    case .playerList:
      if let viewState = viewState(for: route, as: PlayerListViewState.self) {
        PlayerListScreen(viewState: viewState)
      }
    case .playerDetail:
      if let viewState = viewState(for: route, as: PlayerDetailViewState.self) {
        PlayerDetailScreen(viewState: viewState)
      }
    case .playerEdit:
      if let viewState = viewState(for: route, as: PlayerEditViewState.self) {
        PlayerEditScreen(viewState: viewState)
      }
    case .playerAdd:
      if let viewState = viewState(for: route, as: PlayerAddViewState.self) {
        PlayerAddScreen(viewState: viewState)
      }
    case .confirmPlayers:
      if let viewState = viewState(for: route, as: ConfirmPlayersViewState.self) {
        ConfirmPlayersScreen(viewState: viewState)
      }
    case .gather:
      if let viewState = viewState(for: route, as: GatherViewState.self) {
        GatherScreen(viewState: viewState)
      }
    }
  }

  // MARK: - Pushes

  /// Pushes the Player List, which loads its players when it appears.
  func showPlayerList() {
    let viewState = PlayerListViewState()
    viewState.presenter = PlayerListPresenter(view: viewState, playerService: environment.players)
    viewState.navigator = self
    push(.playerList, viewState)
  }

  /// Pushes Player Detail for `player`; `delegate` hears about saved edits.
  func showPlayerDetail(for player: Player, delegate: (any PlayerDetailPresenterDelegate)?) {
    let viewState = PlayerDetailViewState(player: player)
    let presenter = PlayerDetailPresenter(view: viewState, player: player)
    presenter.delegate = delegate
    viewState.presenter = presenter
    viewState.navigator = self
    presenter.load()
    push(.playerDetail(player.id), viewState)
  }

  /// Pushes Player Edit for `field` of `player`; `delegate` hears about the saved player.
  func showPlayerEdit(
    for player: Player, field: PlayerField, delegate: (any PlayerEditPresenterDelegate)?
  ) {
    let viewState = PlayerEditViewState(player: player, field: field)
    let presenter = PlayerEditPresenter(
      view: viewState, playerService: environment.players, player: player, field: field)
    presenter.delegate = delegate
    viewState.presenter = presenter
    viewState.navigator = self
    presenter.load()
    push(.playerEdit(player.id, field), viewState)
  }

  /// Pushes Player Add; `delegate` hears about the creation.
  func showPlayerAdd(delegate: (any PlayerAddPresenterDelegate)?) {
    let viewState = PlayerAddViewState()
    let presenter = PlayerAddPresenter(
      view: viewState, playerService: environment.players, delegate: delegate)
    viewState.presenter = presenter
    viewState.navigator = self
    presenter.load()
    push(.playerAdd, viewState)
  }

  /// Pushes Confirm Players with `players` on the bench; `gatherDelegate` is handed to Gather.
  func showConfirmPlayers(with players: [Player], gatherDelegate: (any GatherPresenterDelegate)?) {
    let viewState = ConfirmPlayersViewState(gatherDelegate: gatherDelegate)
    let presenter = ConfirmPlayersPresenter(
      view: viewState, gatherService: environment.gathers, players: players)
    viewState.presenter = presenter
    viewState.navigator = self
    presenter.load()
    push(.confirmPlayers, viewState)
  }

  /// Pushes Gather for the gather in `model`; `delegate` hears when it has ended.
  func showGather(with model: GatherModel, delegate: (any GatherPresenterDelegate)?) {
    let viewState = GatherViewState()
    let presenter = GatherPresenter(
      view: viewState, gatherService: environment.gathers, model: model, clock: environment.clock)
    presenter.delegate = delegate
    viewState.presenter = presenter
    presenter.load()
    push(.gather, viewState)
  }

  // MARK: - Pops

  /// Pops the top screen, as Back does.
  func close() {
    if !path.isEmpty { path.removeLast() }
  }

  /// Pops every screen above the Player List.
  func returnToPlayerList() {
    guard let index = path.lastIndex(of: .playerList) else { return }
    path.removeSubrange((index + 1)...)
  }

  // MARK: - Private

  /// Appends `route`, showing `viewState`; the view states of routes no longer in the path go.
  private func push(_ route: Route, _ viewState: AnyObject) {
    viewStates = viewStates.filter { path.contains($0.key) }
    viewStates[route] = viewState
    path.append(route)
  }
}
