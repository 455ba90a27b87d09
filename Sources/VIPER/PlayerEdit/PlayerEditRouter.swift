import Domain
import ViewKit

/// The VIPER router of Player Edit: assembles the module around the player and field it is given,
/// and pops back to Player Detail once saved.
@MainActor
final class PlayerEditRouter {
  // MARK: - Properties

  /// The module's screen, which is popped.
  weak var viewController: ViewController?
  /// The declarative UI's path, which the next modules are appended to; `nil` in the UIKit-shaped UI.
  weak var path: ModulePath?

  // MARK: - Assembly

  /// Builds the Player Edit module for `field` of `player`, saving through `environment`'s
  /// player service; `output` hears about the saved player.
  static func createModule(
    player: Player, field: PlayerField, output: (any PlayerEditModuleOutput)?,
    environment: AppEnvironment
  ) -> PlayerEditViewController {
    let (view, router) = assemble(
      player: player, field: field, output: output, environment: environment
    ) { PlayerEditViewController(presenter: $0, field: field, text: field.value(of: player)) }
    router.viewController = view
    return view
  }

  /// Assembles the module for the declarative UI: its view state, on `path`.
  static func createViewState(
    player: Player, field: PlayerField, output: (any PlayerEditModuleOutput)?,
    environment: AppEnvironment, path: ModulePath
  ) -> PlayerEditViewState {
    let (viewState, router) = assemble(
      player: player, field: field, output: output, environment: environment
    ) {
      PlayerEditViewState(presenter: $0, field: field, originalText: field.value(of: player))
    }
    router.path = path
    return viewState
  }

  /// Wires the module around the view `makeView` builds, whichever UI it belongs to.
  private static func assemble<View: PlayerEditViewProtocol>(
    player: Player, field: PlayerField, output: (any PlayerEditModuleOutput)?,
    environment: AppEnvironment, makeView: (PlayerEditPresenter) -> View
  ) -> (View, PlayerEditRouter) {
    let router = PlayerEditRouter()
    let interactor = PlayerEditInteractor(
      playerService: environment.players, player: player, field: field)
    let presenter = PlayerEditPresenter(interactor: interactor, router: router, output: output)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return (view, router)
  }
}

// MARK: - PlayerEditRouterProtocol

extension PlayerEditRouter: PlayerEditRouterProtocol {
  func closePlayerEdit() {
    if let path {
      path.close()
    } else {
      viewController?.navigationController?.popViewController(animated: true)
    }
  }
}
