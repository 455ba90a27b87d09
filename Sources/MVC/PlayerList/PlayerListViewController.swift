import Domain
import Layouts
import ViewKit

/// The MVC view controller of Player List: loads, shows and deletes the players through
/// `PlayerService`, keeps the list, the mode and the selection, and pushes Player Detail, Player
/// Add or Confirm Players; it is the delegate those screens report back to.
///
/// The table is in `+DataSource`, the user's actions and navigation in `+Actions`, the service
/// calls in `+Networking`.
@MainActor
final class PlayerListViewController: ViewController {
  // MARK: - Properties

  // Internal, not private, only so the `+Topic` extensions can reach them.
  let playerService: any PlayerService
  /// Kept to build the screens the list opens.
  let environment: AppEnvironment
  /// The players in server order.
  var players: [Player] = []
  /// Whether the screen is in selection mode.
  var isSelecting = false
  /// The ticked players, by id.
  var selection = PlayerSelection()
  /// The player whose swipe-to-delete awaits confirmation, by value so a reload cannot shift it.
  var playerPendingDeletion: Player?
  let layout = PlayerListLayout()
  private var hasAppeared = false

  // MARK: - Init

  /// Creates the screen over `environment`'s player service; the players load on first appearance.
  init(environment: AppEnvironment) {
    self.environment = environment
    playerService = environment.players
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the screen of SPEC §3.2 in list mode and becomes its table's data source.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.showRows(from: self)
    wireActions()
    updateControls()
  }

  /// Loads the players the first time, as tracked work so the driver waits for the rows.
  override func viewWillAppear() {
    super.viewWillAppear()
    // Coming back from a pushed screen must not reload: edits and additions arrive by callback.
    guard !hasAppeared else { return }
    hasAppeared = true
    run { [weak self] in await self?.loadPlayers() }
  }

  // MARK: - Updating the screen

  /// Refreshes the title and both buttons from the mode, the selection and the list.
  func updateControls() {
    let controls = PlayerListControls(
      isSelecting: isSelecting, selection: selection, players: players)
    layout.apply(controls)
    title = controls.title
  }

  // MARK: - Private

  private func wireActions() {
    layout.selectButton.action = { [weak self] in self?.selectTapped() }
    layout.actionButton.action = { [weak self] in self?.actionTapped() }
    layout.emptyView.button.action = { [weak self] in await self?.retryTapped() }
  }
}
