import Domain
import ViewKit

/// The VIPER router of Player List: assembles the module, and pushes Player Detail, Player Add
/// and Confirm Players, handing each the data it needs and the output that hears its result.
@MainActor
final class PlayerListRouter {
  // MARK: - Properties

  /// The module's screen, which the next modules are pushed from.
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

  /// Builds the Player List module over `environment`'s player service; the players load on
  /// the first appearance.
  static func createModule(environment: AppEnvironment) -> PlayerListViewController {
    let (view, router) = assemble(environment: environment) {
      PlayerListViewController(presenter: $0)
    }
    router.viewController = view
    return view
  }

  /// Assembles the module for the declarative UI: its view state, on `path`.
  static func createViewState(environment: AppEnvironment, path: ModulePath) -> PlayerListViewState
  {
    let (viewState, router) = assemble(environment: environment) {
      PlayerListViewState(presenter: $0)
    }
    router.path = path
    return viewState
  }

  /// Wires the module around the view `makeView` builds, whichever UI it belongs to.
  private static func assemble<View: PlayerListViewProtocol>(
    environment: AppEnvironment, makeView: (PlayerListPresenter) -> View
  ) -> (View, PlayerListRouter) {
    let router = PlayerListRouter(environment: environment)
    let interactor = PlayerListInteractor(playerService: environment.players)
    let presenter = PlayerListPresenter(interactor: interactor, router: router)
    let view = makeView(presenter)
    presenter.view = view
    interactor.output = presenter
    return (view, router)
  }

  // MARK: - Private

  private func push(_ destination: ViewController) {
    viewController?.navigationController?.pushViewController(destination, animated: true)
  }
}

// MARK: - PlayerListRouterProtocol

extension PlayerListRouter: PlayerListRouterProtocol {
  func showPlayerDetail(for player: Player, output: any PlayerDetailModuleOutput) {
    if let path {
      path.show(
        .playerDetail(
          PlayerDetailRouter.createViewState(
            player: player, output: output, environment: environment, path: path)))
    } else {
      push(
        PlayerDetailRouter.createModule(player: player, output: output, environment: environment))
    }
  }

  func showPlayerAdd(output: any PlayerAddModuleOutput) {
    if let path {
      path.show(
        .playerAdd(
          PlayerAddRouter.createViewState(output: output, environment: environment, path: path)))
    } else {
      push(PlayerAddRouter.createModule(output: output, environment: environment))
    }
  }

  func showConfirmPlayers(with players: [Player], output: any GatherModuleOutput) {
    if let path {
      path.show(
        .confirmPlayers(
          ConfirmPlayersRouter.createViewState(
            players: players, gatherOutput: output, environment: environment, path: path)))
    } else {
      push(
        ConfirmPlayersRouter.createModule(
          players: players, gatherOutput: output, environment: environment))
    }
  }
}
