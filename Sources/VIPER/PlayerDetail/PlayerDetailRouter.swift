import Domain
import ViewKit

/// The VIPER router of Player Detail: assembles the module around the player it is given, and
/// pushes Player Edit for one of its fields.
@MainActor
final class PlayerDetailRouter {
  // MARK: - Properties

  /// The module's screen, which Player Edit is pushed from.
  weak var viewController: ViewController?
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
    let router = PlayerDetailRouter(environment: environment)
    let view = PlayerDetailAssembly.assemble(
      player: player, output: output, environment: environment, router: router
    ) {
      PlayerDetailViewController(presenter: $0)
    }
    router.viewController = view
    return view
  }
}

// MARK: - PlayerDetailRouterProtocol

extension PlayerDetailRouter: PlayerDetailRouterProtocol {
  func showPlayerEdit(for player: Player, field: PlayerField, output: any PlayerEditModuleOutput) {
    let edit = PlayerEditRouter.createModule(
      player: player, field: field, output: output, environment: environment)
    viewController?.navigationController?.pushViewController(edit, animated: true)
  }
}
