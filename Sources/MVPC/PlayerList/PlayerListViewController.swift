import Domain
import ViewKit

/// The MVP-C view controller of Player List: shows the `PlayerListView` and owns the
/// `PlayerListPresenter` its coordinator built, and starts the first load.
@MainActor
final class PlayerListViewController: ViewController, ScreenNavigating {
  // MARK: - Properties

  private let screenView: PlayerListView
  private let presenter: PlayerListPresenter

  // MARK: - Init

  /// Creates the screen showing `screenView`, whose events go to `presenter`; the players load
  /// on first appearance.
  init(screenView: PlayerListView, presenter: PlayerListPresenter) {
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

  /// Puts Select in the navigation bar and lets the presenter show list mode.
  override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = screenView.selectButton
    presenter.viewDidLoad()
  }

  /// Lets the presenter load the first time, as tracked work so the driver waits for the rows.
  override func viewWillAppear() {
    super.viewWillAppear()
    run { [presenter] in await presenter.viewWillAppear() }
  }
}
