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
  private let stack: ScreenStack
  private weak var viewController: ConfirmPlayersViewController?
  private weak var viewState: ConfirmPlayersViewState?
  private let environment: AppEnvironment
  private let players: [Player]
  private let didEndGather: () -> Void

  // MARK: - Init

  /// Creates the coordinator confirming `players` on `stack`; `didEndGather`
  /// hears when the gather started here has ended.
  init(
    stack: ScreenStack, environment: AppEnvironment, players: [Player],
    didEndGather: @escaping () -> Void
  ) {
    self.stack = stack
    self.environment = environment
    self.players = players
    self.didEndGather = didEndGather
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  var rootViewState: AnyObject? { viewState }

  /// Builds Confirm Players over the gather service and pushes it.
  func start() {
    if let path = stack.path {
      start(on: path)
      return
    }
    let layout = ConfirmPlayersLayout()
    let screenView = ConfirmPlayersView(layout: layout)
    let presenter = ConfirmPlayersPresenter(
      view: screenView, gatherService: environment.gathers, players: players, delegate: self)
    let viewController = ConfirmPlayersViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    self.viewController = viewController
    stack.navigationController?.pushViewController(viewController, animated: true)
  }

  // MARK: - Declarative UI

  /// Builds Confirm Players' view state over the same presenter and pushes it on the path.
  private func start(on path: ScreenPath) {
    let viewState = ConfirmPlayersViewState()
    viewState.presenter = ConfirmPlayersPresenter(
      view: viewState, gatherService: environment.gathers, players: players, delegate: self)
    self.viewState = viewState
    path.push(.confirmPlayers(viewState))
  }
}

// MARK: - ConfirmPlayersPresenterDelegate

extension ConfirmPlayersCoordinator: ConfirmPlayersPresenterDelegate {
  /// Starts Gather for `model`; its end goes on to `didEndGather`.
  func didStartGather(_ model: GatherModel) {
    startChild(
      GatherCoordinator(
        stack: stack, environment: environment, model: model,
        didEndGather: didEndGather))
  }
}
