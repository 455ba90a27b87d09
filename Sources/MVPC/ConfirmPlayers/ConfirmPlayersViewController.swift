import Domain
import Layouts
import ViewKit

/// The MVP-C view controller of Confirm Players: installs `ConfirmPlayersLayout`, shows the
/// `ConfirmPlayersView` that wires it and owns the `ConfirmPlayersPresenter` its coordinator built.
@MainActor
final class ConfirmPlayersViewController: ViewController, ScreenPresenting {
  // MARK: - Properties

  private let layout: ConfirmPlayersLayout
  private let screenView: ConfirmPlayersView
  private let presenter: ConfirmPlayersPresenter

  // MARK: - Init

  /// Creates the screen installing `layout` and showing `screenView`, which wires it and sends its
  /// events to `presenter`.
  init(
    layout: ConfirmPlayersLayout, screenView: ConfirmPlayersView, presenter: ConfirmPlayersPresenter
  ) {
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

  /// Installs the table and Start Gather, then lets the presenter fill the screen.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    presenter.load()
  }
}
