import Domain
import Layouts
import ViewKit

/// The MVP-C coordinator of Player Detail: assembles the screen for one player, starts Player
/// Edit for the chosen field, and passes the saved player to the detail and on to `didUpdate`.
@MainActor
final class PlayerDetailCoordinator: Coordinator {
  // MARK: - Properties

  var childCoordinators: [any Coordinator] = []
  weak var parentCoordinator: (any Coordinator)?
  // Weak: the stack holds its screens, and the screens hold the coordinator tree.
  private weak var navigationController: NavigationController?
  private weak var viewController: PlayerDetailViewController?
  private weak var presenter: PlayerDetailPresenter?
  private let environment: AppEnvironment
  private let player: Player
  private let didUpdate: (Player) -> Void

  // MARK: - Init

  /// Creates the coordinator of `player`'s details on `navigationController`; `didUpdate` hears
  /// about every saved edit.
  init(
    navigationController: NavigationController, environment: AppEnvironment, player: Player,
    didUpdate: @escaping (Player) -> Void
  ) {
    self.navigationController = navigationController
    self.environment = environment
    self.player = player
    self.didUpdate = didUpdate
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  /// Builds Player Detail and pushes it.
  func start() {
    let layout = PlayerDetailLayout()
    let screenView = PlayerDetailView(layout: layout)
    let presenter = PlayerDetailPresenter(view: screenView, player: player, delegate: self)
    let viewController = PlayerDetailViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    self.viewController = viewController
    self.presenter = presenter
    navigationController?.pushViewController(viewController, animated: true)
  }

  // MARK: - Results

  /// Player Edit saved `player`: the detail shows it and the list hears about it.
  func playerDidUpdate(_ player: Player) {
    presenter?.playerEdit(didUpdate: player)
    didUpdate(player)
  }
}

// MARK: - PlayerDetailPresenterDelegate

extension PlayerDetailCoordinator: PlayerDetailPresenterDelegate {
  /// Starts Player Edit for `field` of `player`; the saved player comes back here.
  func didSelectField(_ field: PlayerField, of player: Player) {
    guard let navigationController else { return }
    startChild(
      PlayerEditCoordinator(
        navigationController: navigationController, environment: environment, player: player,
        field: field, didUpdate: { [weak self] in self?.playerDidUpdate($0) }))
  }
}
