import Domain
import Layouts
import ViewKit

/// The MVP-C view controller of Gather: installs `GatherLayout`, shows the `GatherView` that wires
/// it, owns the `GatherPresenter` its coordinator built, and tells the presenter when the screen
/// is left so the countdown stops.
@MainActor
final class GatherViewController: ViewController, ScreenPresenting {
  // MARK: - Properties

  private let layout: GatherLayout
  private let screenView: GatherView
  private let presenter: GatherPresenter

  // MARK: - Init

  /// Creates the screen installing `layout` and showing `screenView`, which wires it and sends its
  /// events to `presenter`.
  init(layout: GatherLayout, screenView: GatherView, presenter: GatherPresenter) {
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

  /// Installs the widgets, then lets the presenter fill the screen.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    presenter.load()
  }

  /// Tells the presenter, which stops the countdown (Back, or the pop after ending).
  override func viewWillDisappear() {
    super.viewWillDisappear()
    presenter.stopCountdown()
  }
}
