import Domain
import ViewKit

/// The MVP-C view controller of Player Add: shows the `PlayerAddView` and owns the
/// `PlayerAddPresenter` its coordinator built, and sets the title and the Done bar button.
@MainActor
final class PlayerAddViewController: ViewController, ScreenNavigating {
  // MARK: - Properties

  private let screenView: PlayerAddView
  private let presenter: PlayerAddPresenter

  // MARK: - Init

  /// Creates the screen showing `screenView`, whose events go to `presenter`.
  init(screenView: PlayerAddView, presenter: PlayerAddPresenter) {
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

  /// Sets the title and Done, then lets the presenter disable Done.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = PlayerAddTexts.title
    navigationItem.rightBarButtonItem = screenView.doneButton
    presenter.viewDidLoad()
  }
}
