import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Player Detail: the layout's grouped table bound to `PlayerDetailViewModel`
/// in `bind()`.
@MainActor
final class PlayerDetailViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerDetailViewModel
  private let layout = PlayerDetailLayout()

  // MARK: - Init

  /// Creates the screen bound to `viewModel`.
  init(viewModel: PlayerDetailViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the table and binds it.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.table.dataSource = self
    layout.table.delegate = self
    bind()
  }

  // MARK: - Private

  /// Outputs come back to the title and the table.
  private func bind() {
    viewModel.title.observe(on: self) { controller, title in controller.title = title }
    viewModel.sections.observe(on: self) { controller, _ in controller.layout.table.reloadData() }
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerDetailViewController: TableViewDataSource, TableViewDelegate {
  /// The view model's sections.
  func numberOfSections(in tableView: TableView) -> Int {
    viewModel.sections.value.count
  }

  /// The row count of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.sections.value.rowCount(inSection: section)
  }

  /// The header of a section, already in upper case.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    viewModel.sections.value.header(ofSection: section)
  }

  /// A title/value cell with a chevron, since every row leads to Player Edit.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let row = viewModel.sections.value.row(at: indexPath.row, inSection: indexPath.section)
    return .fieldRow(title: row?.text ?? "", value: row?.detail)
  }

  /// Forwards the tap to the view model.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    viewModel.didSelectRow(at: indexPath.row, inSection: indexPath.section)
  }
}
