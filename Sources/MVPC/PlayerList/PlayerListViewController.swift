import Domain
import Layouts
import ViewKit

/// The MVP-C view controller of Player List: installs `PlayerListLayout`, shows the
/// `PlayerListView` that wires it, owns the `PlayerListPresenter` its coordinator built, and starts
/// the first load.
@MainActor
final class PlayerListViewController: ViewController, ScreenPresenting {
  // MARK: - Properties

  private let layout: PlayerListLayout
  private let screenView: PlayerListView
  private let presenter: PlayerListPresenter

  // MARK: - Init

  /// Creates the screen installing `layout` and showing `screenView`, which wires it and sends its
  /// events to `presenter`.
  init(layout: PlayerListLayout, screenView: PlayerListView, presenter: PlayerListPresenter) {
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

  /// Installs the table, the empty view and Select.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
  }

  /// Asks the presenter to load, as tracked work so the driver waits for the rows; it asks the
  /// service the first time only.
  override func viewWillAppear() {
    super.viewWillAppear()
    run { [presenter] in await presenter.load() }
  }
}
