import Domain
import Layouts
import ViewKit

/// The MVP view controller of Player List: installs `PlayerListLayout`, assembles `PlayerListView`
/// and `PlayerListPresenter`,
/// starts the first load and performs navigation (push Player Detail, Player Add or Confirm
/// Players; pop back to itself when the gather ends).
@MainActor
final class PlayerListViewController: ViewController, PlayerListNavigating {
  // MARK: - Properties

  private let layout = PlayerListLayout()
  private let screenView: PlayerListView
  private let presenter: PlayerListPresenter
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the screen over `environment`'s player service; the players load on first appearance.
  init(environment: AppEnvironment) {
    self.environment = environment
    screenView = PlayerListView(layout: layout)
    presenter = PlayerListPresenter(view: screenView, playerService: environment.players)
    super.init()
    screenView.presenter = presenter
    screenView.navigator = self
  }

  // MARK: - Lifecycle

  /// Uses the passive view as the screen's root view.
  override func loadView() {
    view = screenView
  }

  /// Installs the table, the empty view and Select.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
  }

  /// Asks the presenter to load, as tracked work so the driver waits for the rows; it asks the
  /// service the first time only.
  override func viewWillAppear() {
    super.viewWillAppear()
    run { [presenter] in await presenter.load() }
  }

  // MARK: - PlayerListNavigating

  /// Pushes Player Detail, with this screen's presenter told about edits.
  func showPlayerDetail(for player: Player) {
    push(PlayerDetailViewController(player: player, environment: environment, delegate: presenter))
  }

  /// Pushes Player Add, with this screen's presenter told to reload after a creation.
  func showPlayerAdd() {
    push(PlayerAddViewController(environment: environment, delegate: presenter))
  }

  /// Pushes Confirm Players, with this controller handed on as Gather's delegate.
  func showConfirmPlayers(with players: [Player]) {
    push(
      ConfirmPlayersViewController(players: players, environment: environment, gatherDelegate: self)
    )
  }

  // MARK: - Private

  private func push(_ controller: ViewController) {
    navigationController?.pushViewController(controller, animated: true)
  }
}

// MARK: - GatherPresenterDelegate

// Routed through the controller rather than straight to the presenter: only the controller can
// take Confirm Players and Gather off the stack.
extension PlayerListViewController: GatherPresenterDelegate {
  /// Pops back to the Player List and lets the presenter switch to list mode.
  func gatherDidEnd() {
    navigationController?.popToViewController(self, animated: true)
    presenter.gatherDidEnd()
  }
}
