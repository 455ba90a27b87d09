import Domain
import Foundation
import Layouts
import ViewKit

/// What Player Detail tells the screen that pushed it.
@MainActor
protocol PlayerDetailViewControllerDelegate: AnyObject {
  /// The player was saved with new values; replace the old copy.
  func playerDetailViewController(
    _ controller: PlayerDetailViewController, didUpdate player: Player)
}

/// The MVC view controller of Player Detail: shows a `Player` as the grouped title/value table of
/// SPEC §3.3, pushes Player Edit for a tapped row and, as its delegate, shows and passes on the
/// edited player.
@MainActor
final class PlayerDetailViewController: ViewController {
  // MARK: - Properties

  /// Told when the player was edited, so the Player List can replace its copy.
  weak var delegate: (any PlayerDetailViewControllerDelegate)?
  // Only passed on to Player Edit, which saves through it.
  private let playerService: any PlayerService
  private var player: Player
  private let sections = PlayerDetailSection.allCases
  private let layout = PlayerDetailLayout()

  // MARK: - Init

  /// Creates the screen showing `player`, whose edits save through `playerService`; `delegate`
  /// hears about saved edits.
  init(
    player: Player, playerService: any PlayerService,
    delegate: (any PlayerDetailViewControllerDelegate)?
  ) {
    self.player = player
    self.playerService = playerService
    self.delegate = delegate
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the table and fills it and the title.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.table.dataSource = self
    layout.table.delegate = self
    refresh()
  }

  // MARK: - Private

  // The title follows the stored player, so it can never show a stale name.
  private func refresh() {
    title = player.name
    layout.table.reloadData()
  }

  private func field(at indexPath: IndexPath) -> PlayerField? {
    PlayerDetailSection.field(atRow: indexPath.row, inSection: indexPath.section)
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerDetailViewController: TableViewDataSource, TableViewDelegate {
  /// `PERSONAL`, `PLAY`, `LIKES`.
  func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  /// The fields of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].fields.count : 0
  }

  /// The section's header, in upper case.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// A title/value cell with a chevron, since every row leads to Player Edit.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let field = field(at: indexPath)
    return .fieldRow(title: field?.title ?? "", value: field?.value(of: player))
  }

  /// Pushes Player Edit for the tapped field, with this controller told about the saved player.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    guard let field = field(at: indexPath) else { return }
    let edit = PlayerEditViewController(
      player: player, field: field, playerService: playerService, delegate: self)
    navigationController?.pushViewController(edit, animated: true)
  }
}

// MARK: - PlayerEditViewControllerDelegate

extension PlayerDetailViewController: PlayerEditViewControllerDelegate {
  /// Keeps the saved player, redraws title and rows, and passes the player on.
  func playerEditViewController(
    _ controller: PlayerEditViewController, didUpdate player: Player
  ) {
    self.player = player
    refresh()
    delegate?.playerDetailViewController(self, didUpdate: player)
  }
}
