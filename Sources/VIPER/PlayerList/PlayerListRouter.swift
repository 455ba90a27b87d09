import Domain
import ViewKit

/// The VIPER router of Player List: assembles the module, and pushes Player Detail, Player Add
/// and Confirm Players, handing each the data it needs and the output that hears its result.
@MainActor
final class PlayerListRouter {
  // MARK: - Properties

  /// The module's screen, which the next modules are pushed from.
  weak var viewController: ViewController?
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
    let router = PlayerListRouter(environment: environment)
    let view = PlayerListAssembly.assemble(environment: environment, router: router) {
      PlayerListViewController(presenter: $0)
    }
    router.viewController = view
    return view
  }

  // MARK: - Private

  private func push(_ destination: ViewController) {
    viewController?.navigationController?.pushViewController(destination, animated: true)
  }
}

// MARK: - PlayerListRouterProtocol

extension PlayerListRouter: PlayerListRouterProtocol {
  func showPlayerDetail(for player: Player, output: any PlayerDetailModuleOutput) {
    push(
      PlayerDetailRouter.createModule(player: player, output: output, environment: environment))
  }

  func showPlayerAdd(output: any PlayerAddModuleOutput) {
    push(PlayerAddRouter.createModule(output: output, environment: environment))
  }

  func showConfirmPlayers(with players: [Player], output: any GatherModuleOutput) {
    push(
      ConfirmPlayersRouter.createModule(
        players: players, gatherOutput: output, environment: environment))
  }
}
