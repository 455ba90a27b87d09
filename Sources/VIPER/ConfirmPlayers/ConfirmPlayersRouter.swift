import Domain
import ViewKit

/// The VIPER router of Confirm Players: assembles the module around the selected players, and
/// pushes the Gather module, handing it the gather and the output that hears its end.
@MainActor
final class ConfirmPlayersRouter {
  // MARK: - Properties

  /// The module's screen, which Gather is pushed from.
  weak var viewController: ViewController?
  /// The declarative UI's path, which the next modules are appended to; `nil` in the UIKit-shaped UI.
  weak var path: ModulePath?
  // Only passed on to Gather; weak because the Player List's presenter owns itself.
  private weak var gatherOutput: (any GatherModuleOutput)?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the router; `environment` builds Gather, and `gatherOutput` hears when it ends.
  init(gatherOutput: (any GatherModuleOutput)?, environment: AppEnvironment) {
    self.gatherOutput = gatherOutput
    self.environment = environment
  }

  // MARK: - Assembly

  /// Builds the Confirm Players module with every one of `players` on the bench; `gatherOutput`
  /// is handed to Gather.
  static func createModule(
    players: [Player], gatherOutput: (any GatherModuleOutput)?, environment: AppEnvironment
  ) -> ConfirmPlayersViewController {
    let (view, router) = assemble(
      players: players, gatherOutput: gatherOutput, environment: environment
    ) { ConfirmPlayersViewController(presenter: $0) }
    router.viewController = view
    return view
  }

  /// Assembles the module for the declarative UI: its view state, on `path`.
  static func createViewState(
    players: [Player], gatherOutput: (any GatherModuleOutput)?, environment: AppEnvironment,
    path: ModulePath
  ) -> ConfirmPlayersViewState {
    let (viewState, router) = assemble(
      players: players, gatherOutput: gatherOutput, environment: environment
    ) { ConfirmPlayersViewState(presenter: $0) }
    router.path = path
    return viewState
  }

  /// Wires the module around the view `makeView` builds, whichever UI it belongs to.
  private static func assemble<View: ConfirmPlayersViewProtocol>(
    players: [Player], gatherOutput: (any GatherModuleOutput)?, environment: AppEnvironment,
    makeView: (ConfirmPlayersPresenter) -> View
  ) -> (View, ConfirmPlayersRouter) {
    let router = ConfirmPlayersRouter(gatherOutput: gatherOutput, environment: environment)
    let interactor = ConfirmPlayersInteractor(
      gatherService: environment.gathers, players: players)
    let presenter = ConfirmPlayersPresenter(interactor: interactor, router: router)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return (view, router)
  }
}

// MARK: - ConfirmPlayersRouterProtocol

extension ConfirmPlayersRouter: ConfirmPlayersRouterProtocol {
  func showGather(with model: GatherModel) {
    if let path {
      path.show(
        .gather(
          GatherRouter.createViewState(
            model: model, output: gatherOutput, environment: environment, path: path)))
    } else {
      let gather = GatherRouter.createModule(
        model: model, output: gatherOutput, environment: environment)
      viewController?.navigationController?.pushViewController(gather, animated: true)
    }
  }
}
