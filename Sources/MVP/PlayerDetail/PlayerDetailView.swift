import Domain
import Foundation
import Layouts
import ViewKit

/// The navigation the Player Detail view asks of its view controller.
@MainActor
protocol PlayerDetailNavigating: ScreenNavigating {
  /// Pushes Player Edit for one field of the player.
  func showPlayerEdit(for player: Player, field: PlayerField)
}

/// The passive MVP view of Player Detail: fills `PlayerDetailLayout`'s grouped table with
/// title/value rows read from `PlayerDetailPresenterProtocol`; forwards row taps to it and
/// navigation to its navigator.
@MainActor
final class PlayerDetailView: View, PlayerDetailViewProtocol {
  // MARK: - Properties

  /// Receives the user's events and supplies the rows.
  weak var presenter: (any PlayerDetailPresenterProtocol)?
  /// The view controller that sets the title and pushes Player Edit.
  weak var navigator: (any PlayerDetailNavigating)?
  private let layout: PlayerDetailLayout

  // MARK: - Init

  /// Creates the view that drives `layout`'s table, which its view controller installs; rows
  /// appear once the presenter asks for a reload.
  init(layout: PlayerDetailLayout) {
    self.layout = layout
    super.init()
    layout.table.dataSource = self
    layout.table.delegate = self
  }

  // MARK: - PlayerDetailViewProtocol

  /// Reads every section and row again.
  func reloadData() {
    layout.table.reloadData()
  }

  /// Asks the navigator to push Player Edit.
  func showPlayerEdit(for player: Player, field: PlayerField) {
    navigator?.showPlayerEdit(for: player, field: field)
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerDetailView: TableViewDataSource, TableViewDelegate {
  /// The presenter's sections: `PERSONAL`, `PLAY`, `LIKES`.
  func numberOfSections(in tableView: TableView) -> Int {
    presenter?.numberOfSections ?? 0
  }

  /// The presenter's row count of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    presenter?.numberOfRows(inSection: section) ?? 0
  }

  /// The presenter's header of a section.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    presenter?.header(ofSection: section)
  }

  /// A title/value cell with a chevron, since every row leads to Player Edit.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let row = presenter?.row(at: indexPath.row, inSection: indexPath.section)
    return .fieldRow(title: row?.title ?? "", value: row?.value)
  }

  /// Forwards the tap to the presenter.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    presenter?.didSelectRow(at: indexPath.row, inSection: indexPath.section)
  }
}

// MARK: - NavigatorBacked

extension PlayerDetailView: NavigatorBacked {
  /// The view controller that shows the title, the overlay and alerts.
  var screenNavigator: (any ScreenNavigating)? { navigator }
}
