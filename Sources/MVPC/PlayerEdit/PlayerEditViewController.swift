import Domain
import ViewKit

/// The MVP-C view controller of Player Edit: shows the `PlayerEditView` and owns the
/// `PlayerEditPresenter` its coordinator built, and puts the view's Done button in the bar.
@MainActor
final class PlayerEditViewController: ViewController, ScreenNavigating {
  // MARK: - Properties

  private let screenView: PlayerEditView
  private let presenter: PlayerEditPresenter

  // MARK: - Init

  /// Creates the screen showing `screenView`, whose events go to `presenter`.
  init(screenView: PlayerEditView, presenter: PlayerEditPresenter) {
    self.screenView = screenView
    self.presenter = presenter
    super.init()
    screenView.presenter = presenter
    screenView.navigator = self
    navigationItem.rightBarButtonItem = screenView.doneButton
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
