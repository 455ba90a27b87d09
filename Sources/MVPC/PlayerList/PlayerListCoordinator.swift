import Domain
import Layouts
import ViewKit

/// The MVP-C coordinator of Player List: assembles the screen, starts Player Detail, Player Add
/// and Confirm Players, and passes their results (an edited player, a new player, an ended
/// gather) back to the list's presenter.
@MainActor
final class PlayerListCoordinator: Coordinator {
  // MARK: - Properties

  var childCoordinators: [any Coordinator] = []
  weak var parentCoordinator: (any Coordinator)?
  // Weak: the stack holds its screens, and the screens hold the coordinator tree.
  private weak var navigationController: NavigationController?
  private weak var viewController: PlayerListViewController?
  private weak var presenter: PlayerListPresenter?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the coordinator of the Player List on `navigationController`, over `environment`.
  init(navigationController: NavigationController, environment: AppEnvironment) {
    self.navigationController = navigationController
    self.environment = environment
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  /// Builds the Player List over the player service and pushes it.
  func start() {
    let layout = PlayerListLayout()
    let screenView = PlayerListView(layout: layout)
    let presenter = PlayerListPresenter(
      view: screenView, playerService: environment.players, delegate: self)
    let viewController = PlayerListViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    self.viewController = viewController
    self.presenter = presenter
    navigationController?.pushViewController(viewController, animated: true)
  }

  // MARK: - Results

  /// Player Detail saved `player`: the list replaces its copy.
  func playerDidUpdate(_ player: Player) {
    presenter?.playerDetail(didUpdate: player)
  }

  /// Player Add created a player and has gone: the list loads again; returns once it is back.
  func playerWasCreated() async {
    await presenter?.playerAddDidCreatePlayer()
  }

  /// The gather ended: back to the list, which leaves selection mode; the coordinators of
  /// Confirm Players and Gather go with their screens.
  func gatherDidEnd() {
    guard let viewController else { return }
    navigationController?.popToViewController(viewController, animated: true)
    presenter?.gatherDidEnd()
  }
}

// MARK: - PlayerListPresenterDelegate

extension PlayerListCoordinator: PlayerListPresenterDelegate {
  /// Starts Player Detail for `player`; its edits come back to the list.
  func didSelectPlayer(_ player: Player) {
    guard let navigationController else { return }
    startChild(
      PlayerDetailCoordinator(
        navigationController: navigationController, environment: environment, player: player,
        didUpdate: { [weak self] in self?.playerDidUpdate($0) }))
  }

  /// Starts Player Add; a creation reloads the list.
  func didTapAddPlayer() {
    guard let navigationController else { return }
    startChild(
      PlayerAddCoordinator(
        navigationController: navigationController, environment: environment,
        didCreatePlayer: { [weak self] in await self?.playerWasCreated() }))
  }

  /// Starts Confirm Players with `players` on the bench; the end of their gather comes back here.
  func didConfirmPlayers(_ players: [Player]) {
    guard let navigationController else { return }
    startChild(
      ConfirmPlayersCoordinator(
        navigationController: navigationController, environment: environment, players: players,
        didEndGather: { [weak self] in self?.gatherDidEnd() }))
  }
}
