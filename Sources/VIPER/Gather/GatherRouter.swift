import Domain
import ViewKit

/// The VIPER router of Gather: assembles the module around the started gather, and pops back to
/// the Player List once it has ended.
@MainActor
final class GatherRouter {
  // MARK: - Properties

  /// The module's screen, whose stack is popped.
  weak var viewController: ViewController?
  /// The declarative UI's path, which the next modules are appended to; `nil` in the UIKit-shaped UI.
  weak var path: ModulePath?

  // MARK: - Assembly

  /// Builds the Gather module for the gather in `model`, counting down on `environment`'s clock;
  /// `output` hears when the gather ends.
  static func createModule(
    model: GatherModel, output: (any GatherModuleOutput)?, environment: AppEnvironment
  ) -> GatherViewController {
    let (view, router) = assemble(model: model, output: output, environment: environment) {
      GatherViewController(presenter: $0)
    }
    router.viewController = view
    return view
  }

  /// Assembles the module for the declarative UI: its view state, on `path`.
  static func createViewState(
    model: GatherModel, output: (any GatherModuleOutput)?, environment: AppEnvironment,
    path: ModulePath
  ) -> GatherViewState {
    let (viewState, router) = assemble(model: model, output: output, environment: environment) {
      GatherViewState(presenter: $0)
    }
    router.path = path
    return viewState
  }

  /// Wires the module around the view `makeView` builds, whichever UI it belongs to.
  private static func assemble<View: GatherViewProtocol>(
    model: GatherModel, output: (any GatherModuleOutput)?, environment: AppEnvironment,
    makeView: (GatherPresenter) -> View
  ) -> (View, GatherRouter) {
    let router = GatherRouter()
    let interactor = GatherInteractor(
      gatherService: environment.gathers, model: model, clock: environment.clock)
    let presenter = GatherPresenter(interactor: interactor, router: router, output: output)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return (view, router)
  }
}

// MARK: - GatherRouterProtocol

extension GatherRouter: GatherRouterProtocol {
  func closeGather() {
    // Confirm Players and Gather both leave the stack (SPEC §3.7).
    if let path {
      path.returnToPlayerList()
      return
    }
    guard let navigation = viewController?.navigationController,
      let playerList = navigation.viewControllers.last(where: { $0 is PlayerListViewController })
    else { return }
    navigation.popToViewController(playerList, animated: true)
  }
}
