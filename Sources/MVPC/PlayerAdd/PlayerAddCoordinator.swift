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
  private let stack: ScreenStack
  private weak var viewController: PlayerAddViewController?
  private weak var viewState: PlayerAddViewState?
  private let environment: AppEnvironment
  private let didCreatePlayer: () async -> Void

  // MARK: - Init

  /// Creates the coordinator of Player Add on `stack`; `didCreatePlayer` hears
  /// about the creation and returns once the list has reloaded.
  init(
    stack: ScreenStack, environment: AppEnvironment,
    didCreatePlayer: @escaping () async -> Void
  ) {
    self.stack = stack
    self.environment = environment
    self.didCreatePlayer = didCreatePlayer
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  var rootViewState: AnyObject? { viewState }

  /// Builds Player Add over the player service and pushes it.
  func start() {
    if let path = stack.path {
      start(on: path)
      return
    }
    let layout = PlayerAddLayout()
    let screenView = PlayerAddView(layout: layout)
    let presenter = PlayerAddPresenter(
      view: screenView, playerService: environment.players, delegate: self)
    let viewController = PlayerAddViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    self.viewController = viewController
    stack.navigationController?.pushViewController(viewController, animated: true)
  }

  // MARK: - Declarative UI

  /// Builds Player Add's view state over the same presenter and pushes it on the path.
  private func start(on path: ScreenPath) {
    let viewState = PlayerAddViewState()
    viewState.presenter = PlayerAddPresenter(
      view: viewState, playerService: environment.players, delegate: self)
    self.viewState = viewState
    path.push(.playerAdd(viewState))
  }
}

// MARK: - PlayerAddPresenterDelegate

extension PlayerAddCoordinator: PlayerAddPresenterDelegate {
  /// Goes back to the list first, then awaits its reload.
  func playerAddDidCreatePlayer() async {
    stack.pop()
    await didCreatePlayer()
  }
}
