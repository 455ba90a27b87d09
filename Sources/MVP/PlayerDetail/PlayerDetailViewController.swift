import Domain
import Layouts
import ViewKit

/// The MVP view controller of Player Detail: installs `PlayerDetailLayout`, assembles
/// `PlayerDetailView` and `PlayerDetailPresenter`, and performs the navigation the view asks for
/// (push Player Edit).
@MainActor
final class PlayerDetailViewController: ViewController, PlayerDetailNavigating {
  // MARK: - Properties

  private let layout = PlayerDetailLayout()
  private let screenView: PlayerDetailView
  private let presenter: PlayerDetailPresenter
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the screen showing `player`; `delegate` hears about saved edits.
  init(
    player: Player, environment: AppEnvironment, delegate: (any PlayerDetailPresenterDelegate)?
  ) {
    self.environment = environment
    screenView = PlayerDetailView(layout: layout)
    presenter = PlayerDetailPresenter(view: screenView, player: player)
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

  /// Installs the table, then lets the presenter fill the screen.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    presenter.load()
  }

  // MARK: - PlayerDetailNavigating

  /// Pushes Player Edit, with this screen's presenter told about the saved player.
  func showPlayerEdit(for player: Player, field: PlayerField) {
    let edit = PlayerEditViewController(
      player: player, field: field, environment: environment, delegate: presenter)
    navigationController?.pushViewController(edit, animated: true)
  }
}
