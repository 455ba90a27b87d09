import Domain
import ViewKit

/// The VIPER router of Login: assembles the module and pushes the Player List module.
@MainActor
final class LoginRouter {
  // MARK: - Properties

  /// The module's screen, which the next module is pushed from.
  weak var viewController: ViewController?
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the router; `environment` builds the modules it opens.
  init(environment: AppEnvironment) {
    self.environment = environment
  }

  // MARK: - Assembly

  /// Builds the Login module over `environment`: view → presenter → interactor and router, with
  /// the presenter holding the view, and the interactor its output, weakly.
  static func createModule(environment: AppEnvironment) -> LoginViewController {
    let router = LoginRouter(environment: environment)
    let view = LoginAssembly.assemble(environment: environment, router: router) {
      LoginViewController(presenter: $0)
    }
    router.viewController = view
    return view
  }
}

// MARK: - LoginRouterProtocol

extension LoginRouter: LoginRouterProtocol {
  func showPlayerList() {
    // Login hands nothing on: the Player List loads the signed-in user's players itself.
    let playerList = PlayerListRouter.createModule(environment: environment)
    viewController?.navigationController?.pushViewController(playerList, animated: true)
  }
}
