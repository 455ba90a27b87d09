import Domain
import Layouts
import ViewKit

/// The MVP-C coordinator of Player Add: assembles the screen and, once a player is created,
/// goes back and awaits `didCreatePlayer`.
@MainActor
final class PlayerAddCoordinator: Coordinator {
  // MARK: - Properties

  var childCoordinators: [any Coordinator] = []
  weak var parentCoordinator: (any Coordinator)?
  // Weak: the stack holds its screens, and the screens hold the coordinator tree.
  private weak var navigationController: NavigationController?
  private weak var viewController: PlayerAddViewController?
  private let environment: AppEnvironment
  private let didCreatePlayer: () async -> Void

  // MARK: - Init

  /// Creates the coordinator of Player Add on `navigationController`; `didCreatePlayer` hears
  /// about the creation and returns once the list has reloaded.
  init(
    navigationController: NavigationController, environment: AppEnvironment,
    didCreatePlayer: @escaping () async -> Void
  ) {
    self.navigationController = navigationController
    self.environment = environment
    self.didCreatePlayer = didCreatePlayer
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  /// Builds Player Add over the player service and pushes it.
  func start() {
    let layout = PlayerAddLayout()
    let screenView = PlayerAddView(layout: layout)
    let presenter = PlayerAddPresenter(
      view: screenView, playerService: environment.players, delegate: self)
    let viewController = PlayerAddViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    self.viewController = viewController
    navigationController?.pushViewController(viewController, animated: true)
  }
}

// MARK: - PlayerAddPresenterDelegate

extension PlayerAddCoordinator: PlayerAddPresenterDelegate {
  /// Goes back to the list first, then awaits its reload.
  func playerAddDidCreatePlayer() async {
    navigationController?.popViewController(animated: true)
    await didCreatePlayer()
  }
}
