import Domain
import Layouts
import ViewKit

/// The MVP-C view controller of Player Edit: installs `PlayerEditLayout`, shows the
/// `PlayerEditView` that wires it and owns the `PlayerEditPresenter` its coordinator built.
@MainActor
final class PlayerEditViewController: ViewController, ScreenPresenting {
  // MARK: - Properties

  private let layout: PlayerEditLayout
  private let screenView: PlayerEditView
  private let presenter: PlayerEditPresenter

  // MARK: - Init

  /// Creates the screen installing `layout` and showing `screenView`, which wires it and sends its
  /// events to `presenter`.
  init(layout: PlayerEditLayout, screenView: PlayerEditView, presenter: PlayerEditPresenter) {
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

  /// Installs the editor and Done, then lets the presenter fill the screen.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    presenter.load()
  }
}
