import Domain
import ViewKit

/// The MVP-C view controller of Gather: shows the `GatherView` and owns the `GatherPresenter` its
/// coordinator built, and tells the presenter when the screen is left so the countdown stops
///
@MainActor
final class GatherViewController: ViewController, ScreenNavigating {
  // MARK: - Properties

  private let screenView: GatherView
  private let presenter: GatherPresenter

  // MARK: - Init

  /// Creates the screen showing `screenView`, whose events go to `presenter`.
  init(screenView: GatherView, presenter: GatherPresenter) {
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

  /// Tells the presenter, which stops the countdown (Back, or the pop after ending).
  override func viewWillDisappear() {
    super.viewWillDisappear()
    presenter.viewWillDisappear()
  }
}
