import Domain
import ViewKit

/// The MVP view controller of Player Edit: assembles `PlayerEditView` and `PlayerEditPresenter`, puts
/// the view's Done button in the navigation bar, and pops when the view asks.
@MainActor
final class PlayerEditViewController: ViewController, PlayerEditNavigating {
  // MARK: - Properties

  private let screenView = PlayerEditView()
  private let presenter: PlayerEditPresenter

  // MARK: - Init

  /// Creates the screen editing `field` of `player`; `delegate` hears about the saved player.
  init(
    player: Player, field: PlayerField, environment: AppEnvironment,
    delegate: (any PlayerEditPresenterDelegate)?
  ) {
    presenter = PlayerEditPresenter(
      view: screenView, playerService: environment.players, player: player, field: field)
    presenter.delegate = delegate
    super.init()
    screenView.presenter = presenter
    screenView.navigator = self
    navigationItem.rightBarButtonItem = screenView.doneButton
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

  // MARK: - PlayerEditNavigating

  /// Goes back to Player Detail.
  func popToPreviousScreen() {
    navigationController?.popViewController(animated: true)
  }
}
