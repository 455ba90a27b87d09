import Domain
import Foundation
import ViewKit

/// The passive MVP view of Player Detail: a grouped table of title/value rows read from
/// `PlayerDetailPresenterProtocol`; forwards row taps to it and the title to its navigator.
@MainActor
final class PlayerDetailView: View, PlayerDetailViewProtocol {
  // MARK: - Properties

  /// Receives the user's events and supplies the rows.
  weak var presenter: (any PlayerDetailPresenterProtocol)?
  /// The view controller that sets the title.
  weak var navigator: (any ScreenNavigating)?
  private let table = TableView(style: .grouped, identifier: "playerDetail.table")

  // MARK: - Init

  /// Creates the table; rows appear once the presenter asks for a reload.
  init() {
    super.init()
    table.dataSource = self
    table.delegate = self
    addSubview(table)
  }

  // MARK: - PlayerDetailViewProtocol

  /// Reads every section and row again.
  func reloadData() {
    table.reloadData()
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
    let cell = TableViewCell(style: .value1)
    let row = presenter?.row(at: indexPath.row, inSection: indexPath.section)
    cell.text = row?.title ?? ""
    cell.detailText = row?.value
    cell.accessoryType = .disclosureIndicator
    return cell
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
