import Domain
import Layouts
import ViewKit

/// The MVP-C view controller of Player Add: installs `PlayerAddLayout`, shows the `PlayerAddView`
/// that wires it, owns the `PlayerAddPresenter` its coordinator built, and sets the title.
@MainActor
final class PlayerAddViewController: ViewController, ScreenPresenting {
  // MARK: - Properties

  private let layout: PlayerAddLayout
  private let screenView: PlayerAddView
  private let presenter: PlayerAddPresenter

  // MARK: - Init

  /// Creates the screen installing `layout` and showing `screenView`, which wires it and sends its
  /// events to `presenter`.
  init(layout: PlayerAddLayout, screenView: PlayerAddView, presenter: PlayerAddPresenter) {
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

  /// Sets the title and installs the field and Done, then lets the presenter disable Done.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = PlayerAddTexts.title
    layout.install(in: self)
    presenter.load()
  }
}
