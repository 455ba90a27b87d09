import Domain
import Foundation
import ViewKit

/// The VIPER view of Player Detail: a grouped table of the title/value rows that
/// `PlayerDetailViewProtocol` is given; sends row taps to `PlayerDetailPresenterProtocol`.
@MainActor
final class PlayerDetailViewController: ViewController {
  // MARK: - Properties

  private let presenter: any PlayerDetailPresenterProtocol
  private let table = TableView(style: .grouped, identifier: "playerDetail.table")
  private var sections: [PlayerDetailSectionRows] = []

  // MARK: - Init

  /// Creates the view sending its events to `presenter`.
  init(presenter: any PlayerDetailPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the table, then lets the presenter fill it.
  override func viewDidLoad() {
    super.viewDidLoad()
    table.dataSource = self
    table.delegate = self
    view.addSubview(table)
    presenter.viewDidLoad()
  }
}

// MARK: - PlayerDetailViewProtocol

extension PlayerDetailViewController: PlayerDetailViewProtocol {
  func setTitle(_ title: String) {
    self.title = title
  }

  func showSections(_ sections: [PlayerDetailSectionRows]) {
    self.sections = sections
    table.reloadData()
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerDetailViewController: TableViewDataSource, TableViewDelegate {
  /// `PERSONAL`, `PLAY`, `LIKES`.
  func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  /// The rows of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].rows.count : 0
  }

  /// The header of a section.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections.indices.contains(section) ? sections[section].header : nil
  }

  /// A title/value cell with a chevron, since every row leads to Player Edit.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell(style: .value1)
    cell.accessoryType = .disclosureIndicator
    guard sections.indices.contains(indexPath.section) else { return cell }
    let rows = sections[indexPath.section].rows
    guard rows.indices.contains(indexPath.row) else { return cell }
    cell.text = rows[indexPath.row].title
    cell.detailText = rows[indexPath.row].value
    return cell
  }

  /// Sends the tap to the presenter.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    presenter.didSelectRow(indexPath.row, inSection: indexPath.section)
  }
}
