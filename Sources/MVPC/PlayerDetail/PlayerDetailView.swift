import Domain
import Foundation
import Layouts
import ViewKit

/// The passive MVP view of Player Detail: fills `PlayerDetailLayout`'s grouped table with
/// title/value rows read from `PlayerDetailPresenterProtocol`; forwards row taps to it and
/// the title to its host.
@MainActor
final class PlayerDetailView: View, PlayerDetailViewProtocol {
  // MARK: - Properties

  /// Receives the user's events and supplies the rows.
  weak var presenter: (any PlayerDetailPresenterProtocol)?
  /// The view controller that sets the title.
  weak var host: (any ScreenPresenting)?
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

// MARK: - HostBacked

extension PlayerDetailView: HostBacked {}
