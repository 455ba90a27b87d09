import Domain
import Layouts
import ViewKit

/// The MVP-C coordinator of Player Edit: assembles the screen for one field of a player and,
/// once the edit is saved, passes the player to `didUpdate` and goes back.
@MainActor
final class PlayerEditCoordinator: Coordinator {
  // MARK: - Properties

  var childCoordinators: [any Coordinator] = []
  weak var parentCoordinator: (any Coordinator)?
  // Weak: the stack holds its screens, and the screens hold the coordinator tree.
  private weak var navigationController: NavigationController?
  private weak var viewController: PlayerEditViewController?
  private let environment: AppEnvironment
  private let player: Player
  private let field: PlayerField
  private let didUpdate: (Player) -> Void

  // MARK: - Init

  /// Creates the coordinator editing `field` of `player` on `navigationController`; `didUpdate`
  /// hears about the saved player.
  init(
    navigationController: NavigationController, environment: AppEnvironment, player: Player,
    field: PlayerField, didUpdate: @escaping (Player) -> Void
  ) {
    self.navigationController = navigationController
    self.environment = environment
    self.player = player
    self.field = field
    self.didUpdate = didUpdate
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  /// Builds Player Edit over the player service and pushes it.
  func start() {
    let layout = PlayerEditLayout(field: field, text: field.value(of: player))
    let screenView = PlayerEditView(layout: layout)
    let presenter = PlayerEditPresenter(
      view: screenView, playerService: environment.players, player: player, field: field,
      delegate: self)
    let viewController = PlayerEditViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    self.viewController = viewController
    navigationController?.pushViewController(viewController, animated: true)
  }
}

// MARK: - PlayerEditPresenterDelegate

extension PlayerEditCoordinator: PlayerEditPresenterDelegate {
  /// Passes the saved player on, then goes back to Player Detail.
  func playerEdit(didUpdate player: Player) {
    didUpdate(player)
    navigationController?.popViewController(animated: true)
  }
}
