import Domain
import Layouts
import ViewKit

/// The MVP-C view controller of Login: installs `LoginLayout`, shows the `LoginView` that wires it
/// and owns the `LoginPresenter` its coordinator built; Login has no title (SPEC §3.1).
@MainActor
final class LoginViewController: ViewController, ScreenPresenting {
  // MARK: - Properties

  /// The app's coordinator tree, kept alive by the root screen, which lives as long as the
  /// stack: the navigation controller's delegate is weak, as UIKit's is.
  var coordinatorTree: (any Coordinator)?
  private let layout: LoginLayout
  private let screenView: LoginView
  private let presenter: LoginPresenter

  // MARK: - Init

  /// Creates the screen installing `layout` and showing `screenView`, which wires it and sends its
  /// events to `presenter`.
  init(layout: LoginLayout, screenView: LoginView, presenter: LoginPresenter) {
    self.layout = layout
    self.screenView = screenView
    self.presenter = presenter
    super.init()
    screenView.presenter = presenter
    screenView.host = self
  }

  // MARK: - Lifecycle

  /// Uses the passive view as the screen's root view.
  override func loadView() {
    view = screenView
  }

  /// Installs the form, then lets the presenter fill in the remembered username and switch.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    presenter.load()
  }
}
