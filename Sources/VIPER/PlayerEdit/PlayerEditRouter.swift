import Domain
import ViewKit

/// The VIPER router of Player Edit: assembles the module around the player and field it is given,
/// and pops back to Player Detail once saved.
@MainActor
final class PlayerEditRouter {
  // MARK: - Properties

  /// The module's screen, which is popped.
  weak var viewController: ViewController?

  // MARK: - Assembly

  /// Builds the Player Edit module for `field` of `player`, saving through `environment`'s
  /// player service; `output` hears about the saved player.
  static func createModule(
    player: Player, field: PlayerField, output: (any PlayerEditModuleOutput)?,
    environment: AppEnvironment
  ) -> PlayerEditViewController {
    let router = PlayerEditRouter()
    let view = PlayerEditAssembly.assemble(
      player: player, field: field, output: output, environment: environment, router: router
    ) { PlayerEditViewController(presenter: $0, field: field, text: field.value(of: player)) }
    router.viewController = view
    return view
  }
}

// MARK: - PlayerEditRouterProtocol

extension PlayerEditRouter: PlayerEditRouterProtocol {
  func closePlayerEdit() {
    viewController?.navigationController?.popViewController(animated: true)
  }
}
