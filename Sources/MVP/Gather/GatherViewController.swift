import Domain
import Layouts
import ViewKit

/// The MVP view controller of Gather: installs `GatherLayout`, assembles `GatherView` and
/// `GatherPresenter`, and tells the presenter when the screen is left so the countdown stops
///
@MainActor
final class GatherViewController: ViewController, ScreenNavigating {
  // MARK: - Properties

  private let layout = GatherLayout()
  private let screenView: GatherView
  private let presenter: GatherPresenter

  // MARK: - Init

  /// Creates the screen of the gather in `model`; `delegate` hears when it has ended and pops
  /// back to itself.
  init(
    model: GatherModel, environment: AppEnvironment, delegate: (any GatherPresenterDelegate)?
  ) {
    screenView = GatherView(layout: layout)
    presenter = GatherPresenter(
      view: screenView, gatherService: environment.gathers, model: model, clock: environment.clock)
    presenter.delegate = delegate
    super.init()
    screenView.presenter = presenter
    screenView.navigator = self
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
