import Domain
import Layouts
import ViewKit

/// The MVP-C coordinator of Gather: assembles the screen of a started gather and passes its end
/// on to `didEndGather`, whose coordinator takes the flow back to the Player List.
@MainActor
final class GatherCoordinator: Coordinator {
  // MARK: - Properties

  var childCoordinators: [any Coordinator] = []
  weak var parentCoordinator: (any Coordinator)?
  private let stack: ScreenStack
  private weak var viewController: GatherViewController?
  private weak var viewState: GatherViewState?
  private let environment: AppEnvironment
  private let model: GatherModel
  private let didEndGather: () -> Void

  // MARK: - Init

  /// Creates the coordinator of the gather in `model` on `stack`; `didEndGather`
  /// hears when it has ended.
  init(
    stack: ScreenStack, environment: AppEnvironment, model: GatherModel,
    didEndGather: @escaping () -> Void
  ) {
    self.stack = stack
    self.environment = environment
    self.model = model
    self.didEndGather = didEndGather
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  var rootViewState: AnyObject? { viewState }

  /// Builds Gather over the gather service and the clock, and pushes it.
  func start() {
    if let path = stack.path {
      start(on: path)
      return
    }
    let layout = GatherLayout()
    let screenView = GatherView(layout: layout)
    let presenter = GatherPresenter(
      view: screenView, gatherService: environment.gathers, model: model,
      clock: environment.clock, delegate: self)
    let viewController = GatherViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    self.viewController = viewController
    stack.navigationController?.pushViewController(viewController, animated: true)
  }

  // MARK: - Declarative UI

  /// Builds Gather's view state over the same presenter and pushes it on the path.
  private func start(on path: ScreenPath) {
    let viewState = GatherViewState()
    viewState.presenter = GatherPresenter(
      view: viewState, gatherService: environment.gathers, model: model,
      clock: environment.clock, delegate: self)
    self.viewState = viewState
    path.push(.gather(viewState))
  }
}

// MARK: - GatherPresenterDelegate

extension GatherCoordinator: GatherPresenterDelegate {
  /// Passes the end on; the Player List's coordinator pops back to its screen.
  func gatherDidEnd() {
    didEndGather()
  }
}
