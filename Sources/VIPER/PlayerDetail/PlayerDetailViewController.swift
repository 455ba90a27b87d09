import Domain
import Foundation
import Layouts
import ViewKit

/// The VIPER view of Player Detail: installs `PlayerDetailLayout` and fills its grouped table with the title/value rows that
/// `PlayerDetailViewProtocol` is given; sends row taps to `PlayerDetailPresenterProtocol`.
@MainActor
final class PlayerDetailViewController: ViewController {
  // MARK: - Properties

  private let presenter: any PlayerDetailPresenterProtocol
  private let layout = PlayerDetailLayout()
  private var sections: [PlayerDetailSectionRows] = []

  // MARK: - Init

  /// Creates the view sending its events to `presenter`.
  init(presenter: any PlayerDetailPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the table, then lets the presenter fill it.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.table.dataSource = self
    layout.table.delegate = self
    presenter.load()
  }
}

// MARK: - PlayerDetailViewProtocol

extension PlayerDetailViewController: PlayerDetailViewProtocol {
  func setTitle(_ title: String) {
    self.title = title
  }

  func showSections(_ sections: [PlayerDetailSectionRows], of player: Player) {
    self.sections = sections
    layout.table.reloadData()
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
    let rows = sections.indices.contains(indexPath.section) ? sections[indexPath.section].rows : []
    guard rows.indices.contains(indexPath.row) else { return .fieldRow(title: "", value: nil) }
    return .fieldRow(title: rows[indexPath.row].title, value: rows[indexPath.row].value)
  }

  /// Sends the tapped row's field to the presenter.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    let row = indexPath.row
    guard let field = PlayerDetailSection.field(atRow: row, inSection: indexPath.section)
    else { return }
    presenter.didSelectField(field)
  }
}
