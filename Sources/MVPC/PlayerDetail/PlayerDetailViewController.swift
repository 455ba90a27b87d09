import Domain
import ViewKit

/// The MVP-C view controller of Player Detail: shows the `PlayerDetailView` and owns the
/// `PlayerDetailPresenter` its coordinator built.
@MainActor
final class PlayerDetailViewController: ViewController, ScreenNavigating {
  // MARK: - Properties

  private let screenView: PlayerDetailView
  private let presenter: PlayerDetailPresenter

  // MARK: - Init

  /// Creates the screen showing `screenView`, whose events go to `presenter`.
  init(screenView: PlayerDetailView, presenter: PlayerDetailPresenter) {
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
