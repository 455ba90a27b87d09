import Domain
import Layouts
import ViewKit

/// The MVP-C coordinator of Confirm Players: assembles the screen for the chosen players, starts
/// Gather once the gather is started, and passes its end on to `didEndGather`.
@MainActor
final class ConfirmPlayersCoordinator: Coordinator {
  // MARK: - Properties

  var childCoordinators: [any Coordinator] = []
  weak var parentCoordinator: (any Coordinator)?
  // Weak: the stack holds its screens, and the screens hold the coordinator tree.
  private weak var navigationController: NavigationController?
  private weak var viewController: ConfirmPlayersViewController?
  private let environment: AppEnvironment
  private let players: [Player]
  private let didEndGather: () -> Void

  // MARK: - Init

  /// Creates the coordinator confirming `players` on `navigationController`; `didEndGather`
  /// hears when the gather started here has ended.
  init(
    navigationController: NavigationController, environment: AppEnvironment, players: [Player],
    didEndGather: @escaping () -> Void
  ) {
    self.navigationController = navigationController
    self.environment = environment
    self.players = players
    self.didEndGather = didEndGather
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  /// Builds Confirm Players over the gather service and pushes it.
  func start() {
    let layout = ConfirmPlayersLayout()
    let screenView = ConfirmPlayersView(layout: layout)
    let presenter = ConfirmPlayersPresenter(
      view: screenView, gatherService: environment.gathers, players: players, delegate: self)
    let viewController = ConfirmPlayersViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    self.viewController = viewController
    navigationController?.pushViewController(viewController, animated: true)
  }
}

// MARK: - ConfirmPlayersPresenterDelegate

extension ConfirmPlayersCoordinator: ConfirmPlayersPresenterDelegate {
  /// Starts Gather for `model`; its end goes on to `didEndGather`.
  func didStartGather(_ model: GatherModel) {
    guard let navigationController else { return }
    startChild(
      GatherCoordinator(
        navigationController: navigationController, environment: environment, model: model,
        didEndGather: didEndGather))
  }
}
