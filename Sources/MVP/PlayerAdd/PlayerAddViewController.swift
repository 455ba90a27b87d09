import Domain
import Layouts
import ViewKit

/// The MVP view controller of Player Add: installs `PlayerAddLayout`, assembles `PlayerAddView`
/// and `PlayerAddPresenter`, sets the title, and performs navigation (pop when created).
@MainActor
final class PlayerAddViewController: ViewController, PlayerAddNavigating {
  // MARK: - Properties

  private let layout = PlayerAddLayout()
  private let screenView: PlayerAddView
  private let presenter: PlayerAddPresenter

  // MARK: - Init

  /// Creates the screen over `environment`'s player service; `delegate` hears about the creation.
  init(environment: AppEnvironment, delegate: (any PlayerAddPresenterDelegate)?) {
    screenView = PlayerAddView(layout: layout)
    presenter = PlayerAddPresenter(
      view: screenView, playerService: environment.players, delegate: delegate)
    super.init()
    screenView.presenter = presenter
    screenView.navigator = self
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

  // MARK: - PlayerAddNavigating

  /// Pops back to the Player List.
  func popToPreviousScreen() {
    navigationController?.popViewController(animated: true)
  }
}
