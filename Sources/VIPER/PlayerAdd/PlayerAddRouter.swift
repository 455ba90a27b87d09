import Domain
import ViewKit

/// The VIPER router of Player Add: assembles the module and pops back to the Player List once
/// the player is created.
@MainActor
final class PlayerAddRouter {
  // MARK: - Properties

  /// The module's screen, which is popped.
  weak var viewController: ViewController?

  // MARK: - Assembly

  /// Builds the Player Add module over `environment`'s player service; `output` hears about the
  /// creation.
  static func createModule(output: (any PlayerAddModuleOutput)?, environment: AppEnvironment)
    -> PlayerAddViewController
  {
    let router = PlayerAddRouter()
    let view = PlayerAddAssembly.assemble(output: output, environment: environment, router: router)
    {
      PlayerAddViewController(presenter: $0)
    }
    router.viewController = view
    return view
  }
}

// MARK: - PlayerAddRouterProtocol

extension PlayerAddRouter: PlayerAddRouterProtocol {
  func closePlayerAdd() {
    viewController?.navigationController?.popViewController(animated: true)
  }
}
