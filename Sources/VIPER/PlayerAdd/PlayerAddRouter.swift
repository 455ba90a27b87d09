import Domain
import ViewKit

/// The VIPER router of Player Add: assembles the module and pops back to the Player List once
/// the player is created.
@MainActor
final class PlayerAddRouter {
  // MARK: - Properties

  /// The module's screen, which is popped.
  weak var viewController: ViewController?
  /// The declarative UI's path, which the next modules are appended to; `nil` in the UIKit-shaped UI.
  weak var path: ModulePath?

  // MARK: - Assembly

  /// Builds the Player Add module over `environment`'s player service; `output` hears about the
  /// creation.
  static func createModule(output: (any PlayerAddModuleOutput)?, environment: AppEnvironment)
    -> PlayerAddViewController
  {
    let (view, router) = assemble(output: output, environment: environment) {
      PlayerAddViewController(presenter: $0)
    }
    router.viewController = view
    return view
  }

  /// Assembles the module for the declarative UI: its view state, on `path`.
  static func createViewState(
    output: (any PlayerAddModuleOutput)?, environment: AppEnvironment, path: ModulePath
  ) -> PlayerAddViewState {
    let (viewState, router) = assemble(output: output, environment: environment) {
      PlayerAddViewState(presenter: $0)
    }
    router.path = path
    return viewState
  }

  /// Wires the module around the view `makeView` builds, whichever UI it belongs to.
  private static func assemble<View: PlayerAddViewProtocol>(
    output: (any PlayerAddModuleOutput)?, environment: AppEnvironment,
    makeView: (PlayerAddPresenter) -> View
  ) -> (View, PlayerAddRouter) {
    let router = PlayerAddRouter()
    let interactor = PlayerAddInteractor(playerService: environment.players)
    let presenter = PlayerAddPresenter(interactor: interactor, router: router, output: output)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return (view, router)
  }
}

// MARK: - PlayerAddRouterProtocol

extension PlayerAddRouter: PlayerAddRouterProtocol {
  func closePlayerAdd() {
    if let path {
      path.close()
    } else {
      viewController?.navigationController?.popViewController(animated: true)
    }
  }
}
