import Domain
import ViewKit

/// The MVP view controller of Player Edit: assembles `PlayerEditView` and `PlayerEditPresenter`, puts
/// the view's Done button in the navigation bar, and pops when the view asks.
@MainActor
package final class PlayerEditViewController: ViewController, PlayerEditNavigating {
  // MARK: - Properties

  private let screenView = PlayerEditView()
  private let presenter: PlayerEditPresenter

  // MARK: - Init

  /// Creates the screen editing `field` of `player`; `delegate` hears about the saved player.
  package init(
    player: Player, field: PlayerField, environment: AppEnvironment,
    delegate: (any PlayerEditPresenterDelegate)?
  ) {
    presenter = PlayerEditPresenter(
      view: screenView, players: environment.players, player: player, field: field)
    presenter.delegate = delegate
    super.init()
    screenView.presenter = presenter
    screenView.navigator = self
    navigationItem.rightBarButtonItem = screenView.doneButton
  }

  // MARK: - Lifecycle

  /// Uses the passive view as the screen's root view.
  package override func loadView() {
    view = screenView
  }

  /// Lets the presenter fill the screen.
  package override func viewDidLoad() {
    super.viewDidLoad()
    presenter.viewDidLoad()
  }

  // MARK: - PlayerEditNavigating

  /// Goes back to Player Detail.
  package func popToPreviousScreen() {
    navigationController?.popViewController(animated: true)
  }
}
