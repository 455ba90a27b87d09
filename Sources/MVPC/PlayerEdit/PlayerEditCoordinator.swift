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
  private let stack: ScreenStack
  private weak var viewController: PlayerEditViewController?
  private weak var viewState: PlayerEditViewState?
  private let environment: AppEnvironment
  private let player: Player
  private let field: PlayerField
  private let didUpdate: (Player) -> Void

  // MARK: - Init

  /// Creates the coordinator editing `field` of `player` on `stack`; `didUpdate`
  /// hears about the saved player.
  init(
    stack: ScreenStack, environment: AppEnvironment, player: Player,
    field: PlayerField, didUpdate: @escaping (Player) -> Void
  ) {
    self.stack = stack
    self.environment = environment
    self.player = player
    self.field = field
    self.didUpdate = didUpdate
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  var rootViewState: AnyObject? { viewState }

  /// Builds Player Edit over the player service and pushes it.
  func start() {
    if let path = stack.path {
      start(on: path)
      return
    }
    let layout = PlayerEditLayout(field: field, text: field.value(of: player))
    let screenView = PlayerEditView(layout: layout)
    let presenter = PlayerEditPresenter(
      view: screenView, playerService: environment.players, player: player, field: field,
      delegate: self)
    let viewController = PlayerEditViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    self.viewController = viewController
    stack.navigationController?.pushViewController(viewController, animated: true)
  }

  // MARK: - Declarative UI

  /// Builds Player Edit's view state over the same presenter and pushes it on the path.
  private func start(on path: ScreenPath) {
    let viewState = PlayerEditViewState(player: player, field: field)
    viewState.presenter = PlayerEditPresenter(
      view: viewState, playerService: environment.players, player: player, field: field,
      delegate: self)
    self.viewState = viewState
    path.push(.playerEdit(viewState))
  }
}

// MARK: - PlayerEditPresenterDelegate

extension PlayerEditCoordinator: PlayerEditPresenterDelegate {
  /// Passes the saved player on, then goes back to Player Detail.
  func playerEdit(didUpdate player: Player) {
    didUpdate(player)
    stack.pop()
  }
}
