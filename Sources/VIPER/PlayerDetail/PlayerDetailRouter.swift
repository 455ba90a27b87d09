import Domain
import ViewKit

/// The VIPER router of Player Detail: assembles the module around the player it is given, and
/// pushes Player Edit for one of its fields.
@MainActor
final class PlayerDetailRouter {
  // MARK: - Properties

  /// The module's screen, which Player Edit is pushed from.
  weak var viewController: ViewController?
  /// The declarative UI's path, which the next modules are appended to; `nil` in the UIKit-shaped UI.
  weak var path: ModulePath?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the router; `environment` builds the modules it opens.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  // MARK: - Assembly

  /// Builds the Player Detail module showing `player`; `output` hears about saved edits.
  static func createModule(
    player: Player, output: (any PlayerDetailModuleOutput)?, environment: AppEnvironment
  ) -> PlayerDetailViewController {
    let (view, router) = assemble(player: player, output: output, environment: environment) {
      PlayerDetailViewController(presenter: $0)
    }
    router.viewController = view
    return view
  }

  /// Assembles the module for the declarative UI: its view state, on `path`.
  static func createViewState(
    player: Player, output: (any PlayerDetailModuleOutput)?, environment: AppEnvironment,
    path: ModulePath
  ) -> PlayerDetailViewState {
    let (viewState, router) = assemble(player: player, output: output, environment: environment) {
      PlayerDetailViewState(presenter: $0)
    }
    router.path = path
    return viewState
  }

  /// Wires the module around the view `makeView` builds, whichever UI it belongs to.
  private static func assemble<View: PlayerDetailViewProtocol>(
    player: Player, output: (any PlayerDetailModuleOutput)?, environment: AppEnvironment,
    makeView: (PlayerDetailPresenter) -> View
  ) -> (View, PlayerDetailRouter) {
    let router = PlayerDetailRouter(environment: environment)
    let interactor = PlayerDetailInteractor(player: player)
    let presenter = PlayerDetailPresenter(interactor: interactor, router: router, output: output)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return (view, router)
  }
}

// MARK: - PlayerDetailRouterProtocol

extension PlayerDetailRouter: PlayerDetailRouterProtocol {
  func showPlayerEdit(for player: Player, field: PlayerField, output: any PlayerEditModuleOutput) {
    if let path {
      path.show(
        .playerEdit(
          PlayerEditRouter.createViewState(
            player: player, field: field, output: output, environment: environment, path: path)))
    } else {
      let edit = PlayerEditRouter.createModule(
        player: player, field: field, output: output, environment: environment)
      viewController?.navigationController?.pushViewController(edit, animated: true)
    }
  }
}
