import Domain
import ViewKit

/// The VIPER router of Confirm Players: assembles the module around the selected players, and
/// pushes the Gather module, handing it the gather and the output that hears its end.
@MainActor
final class ConfirmPlayersRouter {
  // MARK: - Properties

  /// The module's screen, which Gather is pushed from.
  weak var viewController: ViewController?
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
    let router = ConfirmPlayersRouter(gatherOutput: gatherOutput, environment: environment)
    let view = ConfirmPlayersAssembly.assemble(
      players: players, environment: environment, router: router
    ) { ConfirmPlayersViewController(presenter: $0) }
    router.viewController = view
    return view
  }
}

// MARK: - ConfirmPlayersRouterProtocol

extension ConfirmPlayersRouter: ConfirmPlayersRouterProtocol {
  func showGather(with model: GatherModel) {
    let gather = GatherRouter.createModule(
      model: model, output: gatherOutput, environment: environment)
    viewController?.navigationController?.pushViewController(gather, animated: true)
  }
}
