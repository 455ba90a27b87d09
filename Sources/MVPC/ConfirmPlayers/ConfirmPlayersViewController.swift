import Domain
import ViewKit

/// The MVP-C view controller of Confirm Players: shows the `ConfirmPlayersView` and owns the
/// `ConfirmPlayersPresenter` its coordinator built.
@MainActor
final class ConfirmPlayersViewController: ViewController, ScreenNavigating {
  // MARK: - Properties

  private let screenView: ConfirmPlayersView
  private let presenter: ConfirmPlayersPresenter

  // MARK: - Init

  /// Creates the screen showing `screenView`, whose events go to `presenter`.
  init(screenView: ConfirmPlayersView, presenter: ConfirmPlayersPresenter) {
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

  /// Lets the presenter fill the screen.
  override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }
}
