import Domain
import Observation

/// The declarative UI's navigation stack: the screens above Login, as the path of the root
/// `NavigationStack`.
///
/// MVP's view controllers assemble the screen they push; in the declarative UI a view is a
/// value, so the path does it instead: each `show…` builds a view state and its presenter, as
/// the matching view controller's initializer does, and appends the pair. A user's Back
/// shortens the path; a screen that leaves it is told, as `viewWillDisappear()` would be.
@MainActor
@Observable
final class ScreenPath {
  /// The screens above Login, bottom first.
  var destinations: [Destination] = [] {
    didSet { screensLeft(oldValue.filter { !destinations.contains($0) }) }
  }
  @ObservationIgnored private let environment: AppEnvironment

  /// Creates an empty stack whose screens are built over `environment`.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  // MARK: - Assembly

  /// Builds Login, the stack's root, as `LoginViewController` builds itself; it asks this path
  /// for the Player List.
  func makeLogin() -> LoginViewState {
    let viewState = LoginViewState()
    viewState.presenter = LoginPresenter(
      view: viewState, signIn: SignIn(environment: environment), settings: environment.settings,
      credentials: environment.credentials)
    viewState.navigator = self
    return viewState
  }

  // MARK: - Pushes

  /// Pushes the Player List.
  func showPlayerList() {
    let viewState = PlayerListViewState()
    viewState.presenter = PlayerListPresenter(view: viewState, playerService: environment.players)
    viewState.navigator = self
    destinations.append(.playerList(viewState))
  }

  /// Pushes Player Detail for `player`; `delegate` hears about saved edits.
  func showPlayerDetail(for player: Player, delegate: (any PlayerDetailPresenterDelegate)?) {
    let viewState = PlayerDetailViewState(player: player)
    let presenter = PlayerDetailPresenter(view: viewState, player: player)
    presenter.delegate = delegate
    viewState.presenter = presenter
    viewState.navigator = self
    destinations.append(.playerDetail(viewState))
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
    destinations.append(.playerEdit(viewState))
  }

  /// Pushes Player Add; `delegate` hears about the creation.
  func showPlayerAdd(delegate: (any PlayerAddPresenterDelegate)?) {
    let viewState = PlayerAddViewState()
    viewState.presenter = PlayerAddPresenter(
      view: viewState, playerService: environment.players, delegate: delegate)
    viewState.navigator = self
    destinations.append(.playerAdd(viewState))
  }

  /// Pushes Confirm Players with `players` on the bench; `gatherDelegate` is handed to Gather.
  func showConfirmPlayers(with players: [Player], gatherDelegate: (any GatherPresenterDelegate)?) {
    let viewState = ConfirmPlayersViewState(gatherDelegate: gatherDelegate)
    viewState.presenter = ConfirmPlayersPresenter(
      view: viewState, gatherService: environment.gathers, players: players)
    viewState.navigator = self
    destinations.append(.confirmPlayers(viewState))
  }

  /// Pushes Gather for the gather in `model`; `delegate` hears when it has ended.
  func showGather(with model: GatherModel, delegate: (any GatherPresenterDelegate)?) {
    let viewState = GatherViewState()
    let presenter = GatherPresenter(
      view: viewState, gatherService: environment.gathers, model: model, clock: environment.clock)
    presenter.delegate = delegate
    viewState.presenter = presenter
    destinations.append(.gather(viewState))
  }

  // MARK: - Pops

  /// Pops the top screen, as Back does.
  func close() {
    if !destinations.isEmpty { destinations.removeLast() }
  }

  /// Pops every screen above the Player List showing `playerList`.
  func returnTo(_ playerList: PlayerListViewState) {
    guard let index = destinations.lastIndex(of: .playerList(playerList)) else { return }
    destinations.removeSubrange((index + 1)...)
  }

  // MARK: - Private

  /// Gather's countdown stops once its screen is gone, Back or a return alike.
  private func screensLeft(_ left: [Destination]) {
    for case .gather(let gather) in left { gather.presenter?.viewWillDisappear() }
  }
}
