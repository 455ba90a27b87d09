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
  // Weak: the stack holds its screens, and the screens hold the coordinator tree.
  private weak var navigationController: NavigationController?
  private weak var viewController: GatherViewController?
  private let environment: AppEnvironment
  private let model: GatherModel
  private let didEndGather: () -> Void

  // MARK: - Init

  /// Creates the coordinator of the gather in `model` on `navigationController`; `didEndGather`
  /// hears when it has ended.
  init(
    navigationController: NavigationController, environment: AppEnvironment, model: GatherModel,
    didEndGather: @escaping () -> Void
  ) {
    self.navigationController = navigationController
    self.environment = environment
    self.model = model
    self.didEndGather = didEndGather
  }

  // MARK: - Coordinator

  var rootViewController: ViewController? { viewController }

  /// Builds Gather over the gather service and the clock, and pushes it.
  func start() {
    let layout = GatherLayout()
    let screenView = GatherView(layout: layout)
    let presenter = GatherPresenter(
      view: screenView, gatherService: environment.gathers, model: model,
      clock: environment.clock, delegate: self)
    let viewController = GatherViewController(
      layout: layout, screenView: screenView, presenter: presenter)
    self.viewController = viewController
    navigationController?.pushViewController(viewController, animated: true)
  }
}

// MARK: - GatherPresenterDelegate

extension GatherCoordinator: GatherPresenterDelegate {
  /// Passes the end on; the Player List's coordinator pops back to its screen.
  func gatherDidEnd() {
    didEndGather()
  }
}
