import DeclarativeKit
import Domain
import Observation

/// The declarative UI's coordinator: one observable object that owns the `NavigationStack`'s
/// path, builds the screen of each route, and decides where every presenter's navigation
/// events lead (its delegate conformances are in `+Flow`).
///
/// Where the UIKit-shaped UI has a coordinator per screen, kept in a tree that mirrors the
/// navigation controller's stack, the path is the state here: a user's Back shortens it, and the
/// screen that is left handles it itself (Gather stops its countdown in `onDisappear`).
@MainActor
@Observable
final class PathCoordinator {
  /// The screens above Login, bottom first.
  var path: [Route] = []
  /// The view state of each route in the path, built once per route (and of a route Back
  /// removed, until the next push drops it).
  @ObservationIgnored private var viewStates: [Route: AnyObject] = [:]
  // Internal, not private, only so the `+Flow` file can build screens over it.
  @ObservationIgnored let environment: AppEnvironment

  /// Creates the coordinator of an empty path whose screens are built over `environment`.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  /// Builds Login, the stack's root, whose sign-in this coordinator hears.
  func makeLogin() -> LoginViewState {
    let viewState = LoginViewState()
    let presenter = LoginPresenter(
      view: viewState, signIn: SignIn(environment: environment), settings: environment.settings,
      credentials: environment.credentials, delegate: self)
    viewState.presenter = presenter
    presenter.load()
    return viewState
  }

  /// The view state `route` shows, when it is a `T`.
  func viewState<T>(for route: Route, as type: T.Type = T.self) -> T? {
    viewStates[route] as? T
  }

  /// The screen of `route`, over the view state built when it was pushed.
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

  // MARK: - Path

  /// Appends `route`, shown over `viewState`; the view states of routes no longer in the path go.
  func push(_ route: Route, _ viewState: AnyObject) {
    viewStates = viewStates.filter { path.contains($0.key) }
    viewStates[route] = viewState
    path.append(route)
  }

  /// Takes the top screen away, as Back does.
  func pop() {
    if !path.isEmpty { path.removeLast() }
  }

  /// Takes away every screen above the Player List.
  func popToPlayerList() {
    guard let index = path.lastIndex(of: .playerList) else { return }
    path.removeSubrange((index + 1)...)
  }
}
