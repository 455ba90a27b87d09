import Domain

/// The events the Player Detail view forwards to its presenter.
@MainActor
protocol PlayerDetailPresenterProtocol: AnyObject {
  /// The screen was built: show the title and the rows.
  func load()
  /// How many sections the table has (`PERSONAL`, `PLAY`, `LIKES`).
  var numberOfSections: Int { get }
  /// How many rows a section has.
  func numberOfRows(inSection section: Int) -> Int
  /// The header of a section, already in upper case.
  func header(ofSection section: Int) -> String
  /// The texts of a row, or `nil` when there is no such row.
  func row(at index: Int, inSection section: Int) -> PlayerDetailRow?
  /// The row of `field` was tapped (the declarative screen names rows by field).
  func didSelectField(_ field: PlayerField)
  /// The user tapped a row.
  func didSelectRow(at index: Int, inSection section: Int)
  /// Player Edit saved `player`, passed back by the coordinator: show the new values.
  func playerEdit(didUpdate player: Player)
}

/// What the Player Detail presenter asks of its passive view.
@MainActor
protocol PlayerDetailViewProtocol: AnyObject {
  /// Shows `title` in the navigation bar.
  func setTitle(_ title: String)
  /// Reads every section and row again.
  func reloadData()
}

/// What Player Detail tells its coordinator, which decides what comes next.
@MainActor
protocol PlayerDetailPresenterDelegate: AnyObject {
  /// The user tapped the row of `field` of `player`.
  func didSelectField(_ field: PlayerField, of player: Player)
}

/// One row of the Player Detail table: the field's title on the left, its value on the right.
struct PlayerDetailRow: Equatable, Sendable {
  /// The left label, such as `Preferred position`.
  let title: String
  /// The right label, such as `Midfielder`; `""` when unset.
  let value: String
}

/// The MVP presenter of Player Detail: turns a `Player` into sections and rows, tells its delegate
/// which row was tapped, and shows the edited player its coordinator passes back.
@MainActor
final class PlayerDetailPresenter: PlayerDetailPresenterProtocol {
  // MARK: - Properties

  private weak var view: (any PlayerDetailViewProtocol)?
  private weak var delegate: (any PlayerDetailPresenterDelegate)?
  private(set) var player: Player
  private let sections = PlayerDetailSection.allCases

  // MARK: - Init

  /// Creates the presenter of `player`'s details, driving `view` and telling `delegate` which
  /// field the user chose to edit.
  init(
    view: any PlayerDetailViewProtocol, player: Player,
    delegate: any PlayerDetailPresenterDelegate
  ) {
    self.view = view
    self.delegate = delegate
    self.player = player
  }

  // MARK: - PlayerDetailPresenterProtocol

  func load() {
    refresh()
  }

  var numberOfSections: Int { sections.count }

  func numberOfRows(inSection section: Int) -> Int {
    fields(inSection: section).count
  }

  func header(ofSection section: Int) -> String {
    sections.indices.contains(section) ? sections[section].header : ""
  }

  func row(at index: Int, inSection section: Int) -> PlayerDetailRow? {
    field(at: index, inSection: section).map {
      PlayerDetailRow(title: $0.title, value: $0.value(of: player))
    }
  }

  func didSelectField(_ field: PlayerField) {
    delegate?.didSelectField(field, of: player)
  }

  func didSelectRow(at index: Int, inSection section: Int) {
    guard let field = field(at: index, inSection: section) else { return }
    didSelectField(field)
  }

  func playerEdit(didUpdate player: Player) {
    // The title and rows follow the saved player.
    self.player = player
    refresh()
  }

  // MARK: - Private

  private func fields(inSection section: Int) -> [PlayerField] {
    sections.indices.contains(section) ? sections[section].fields : []
  }

  private func field(at index: Int, inSection section: Int) -> PlayerField? {
    PlayerDetailSection.field(atRow: index, inSection: section)
  }

  // The title follows the stored player, so it can never show a stale name.
  private func refresh() {
    view?.setTitle(player.name)
    view?.reloadData()
  }
}
