import Domain
import Layouts
import ViewKit

/// The MVP view controller of Player Edit: installs `PlayerEditLayout` with the editor its field
/// needs, assembles `PlayerEditView` and `PlayerEditPresenter`, and pops when the view asks.
@MainActor
final class PlayerEditViewController: ViewController, PlayerEditNavigating {
  // MARK: - Properties

  private let layout: PlayerEditLayout
  private let screenView: PlayerEditView
  private let presenter: PlayerEditPresenter

  // MARK: - Init

  /// Creates the screen editing `field` of `player`; `delegate` hears about the saved player.
  init(
    player: Player, field: PlayerField, environment: AppEnvironment,
    delegate: (any PlayerEditPresenterDelegate)?
  ) {
    layout = PlayerEditLayout(field: field, text: field.value(of: player))
    screenView = PlayerEditView(layout: layout)
    presenter = PlayerEditPresenter(
      view: screenView, playerService: environment.players, player: player, field: field)
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

  /// Installs the editor and Done, then lets the presenter fill the screen.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    presenter.load()
  }

  // MARK: - PlayerEditNavigating

  /// Goes back to Player Detail.
  func popToPreviousScreen() {
    navigationController?.popViewController(animated: true)
  }
}
