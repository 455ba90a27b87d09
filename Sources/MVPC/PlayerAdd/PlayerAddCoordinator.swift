import Domain
import ViewKit

/// The MVP-C coordinator of Player Add: assembles the screen and, once a player is created,
/// tells `didCreatePlayer` and goes back.
@MainActor
final class PlayerAddCoordinator: Coordinator {
  // MARK: - Properties

  var childCoordinators: [any Coordinator] = []
  weak var parentCoordinator: (any Coordinator)?
  private weak var navigationController: NavigationController?
  private weak var viewController: PlayerAddViewController?
  private let environment: AppEnvironment
  private let didCreatePlayer: () -> Void

  // MARK: - Init

  /// Creates the coordinator of Player Add on `navigationController`; `didCreatePlayer` hears
  /// about the creation and must return at once.
  init(
    navigationController: NavigationController, environment: AppEnvironment,
    didCreatePlayer: @escaping () -> Void
  ) {
    self.navigationController = navigationController
    self.environment = environment
    self.didCreatePlayer = didCreatePlayer
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  /// Builds Player Add over the player service and pushes it.
  func start() {
    let screenView = PlayerAddView()
    let presenter = PlayerAddPresenter(
      view: screenView, playerService: environment.players, delegate: self)
    let viewController = PlayerAddViewController(screenView: screenView, presenter: presenter)
    self.viewController = viewController
    navigationController?.pushViewController(viewController, animated: true)
  }
}

// MARK: - PlayerAddPresenterDelegate

extension PlayerAddCoordinator: PlayerAddPresenterDelegate {
  /// Has the list reload, then goes back to it.
  func playerAddDidCreatePlayer() {
    didCreatePlayer()
    navigationController?.popViewController(animated: true)
  }
}
