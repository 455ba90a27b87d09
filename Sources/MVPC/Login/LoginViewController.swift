import Domain
import ViewKit

/// The MVP-C view controller of Login: shows the `LoginView` and owns the `LoginPresenter` its
/// coordinator built; Login has no title (SPEC §3.1).
@MainActor
final class LoginViewController: ViewController, ScreenNavigating {
  // MARK: - Properties

  private let screenView: LoginView
  private let presenter: LoginPresenter

  // MARK: - Init

  /// Creates Login showing `screenView`, whose events go to `presenter`.
  init(screenView: LoginView, presenter: LoginPresenter) {
    self.screenView = screenView
    self.presenter = presenter
    super.init()
    screenView.presenter = presenter
    screenView.navigator = self
  }

  // MARK: - Lifecycle

  /// Uses the passive view as the screen's root view.
  override func loadView() {
    view = screenView
  }

  /// Lets the presenter fill in the remembered username and switch.
  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }
}
