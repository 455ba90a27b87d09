import Domain
import ViewKit

/// The VIPER router of Gather: assembles the module around the started gather, and pops back to
/// the Player List once it has ended.
@MainActor
final class GatherRouter {
  // MARK: - Properties

  /// The module's screen, whose stack is popped.
  weak var viewController: ViewController?

  // MARK: - Assembly

  /// Builds the Gather module for the gather in `model`, counting down on `environment`'s clock;
  /// `output` hears when the gather ends.
  static func createModule(
    model: GatherModel, output: (any GatherModuleOutput)?, environment: AppEnvironment
  ) -> GatherViewController {
    let router = GatherRouter()
    let view = GatherAssembly.assemble(
      model: model, output: output, environment: environment, router: router
    ) {
      GatherViewController(presenter: $0)
    }
    router.viewController = view
    return view
  }
}

// MARK: - GatherRouterProtocol

extension GatherRouter: GatherRouterProtocol {
  func closeGather() {
    // Confirm Players and Gather both leave the stack (SPEC §3.7).
    guard let navigation = viewController?.navigationController,
      let playerList = navigation.viewControllers.last(where: { $0 is PlayerListViewController })
    else { return }
    navigation.popToViewController(playerList, animated: true)
  }
}
