import Domain
import Layouts
import ViewKit

/// The MVP-C view controller of Player Detail: installs `PlayerDetailLayout`, shows the
/// `PlayerDetailView` that wires it and owns the `PlayerDetailPresenter` its coordinator built.
@MainActor
final class PlayerDetailViewController: ViewController, ScreenPresenting {
  // MARK: - Properties

  private let layout: PlayerDetailLayout
  private let screenView: PlayerDetailView
  private let presenter: PlayerDetailPresenter

  // MARK: - Init

  /// Creates the screen installing `layout` and showing `screenView`, which wires it and sends its
  /// events to `presenter`.
  init(layout: PlayerDetailLayout, screenView: PlayerDetailView, presenter: PlayerDetailPresenter) {
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

  /// Installs the table, then lets the presenter fill the screen.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    presenter.load()
  }
}
