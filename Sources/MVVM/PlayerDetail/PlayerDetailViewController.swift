import Domain
import Foundation
import ViewKit

/// The MVVM view controller of Player Detail: a grouped table bound to `PlayerDetailViewModel`
/// in `bind()`; pushes Player Edit.
@MainActor
package final class PlayerDetailViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerDetailViewModel
  private let environment: AppEnvironment
  private let table = TableView(style: .grouped, identifier: "playerDetail.table")

  // MARK: - Init

  /// Creates the screen showing `player`; `onPlayerUpdated` hears about saved edits.
  package init(
    player: Player, environment: AppEnvironment,
    onPlayerUpdated: @escaping @MainActor (Player) -> Void
  ) {
    self.environment = environment
    viewModel = PlayerDetailViewModel(player: player)
    super.init()
    viewModel.actions = PlayerDetailViewModel.Actions(
      showPlayerEdit: { [weak self] in self?.showPlayerEdit(for: $0, field: $1) },
      playerUpdated: onPlayerUpdated)
  }

  // MARK: - Lifecycle

  /// Builds the table and binds it.
  package override func viewDidLoad() {
    super.viewDidLoad()
    table.dataSource = self
    table.delegate = self
    view.addSubview(table)
    bind()
  }

  // MARK: - Private

  /// Outputs come back to the title and the table.
  private func bind() {
    viewModel.title.observe(on: self) { controller, title in controller.title = title }
    viewModel.sections.observe(on: self) { controller, _ in controller.table.reloadData() }
  }

  private func showPlayerEdit(for player: Player, field: PlayerField) {
    let viewModel = viewModel
    let edit = PlayerEditViewController(
      player: player, field: field, environment: environment,
      onPlayerUpdated: { viewModel.playerUpdated($0) })
    navigationController?.pushViewController(edit, animated: true)
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerDetailViewController: TableViewDataSource, TableViewDelegate {
  /// The view model's sections.
  package func numberOfSections(in tableView: TableView) -> Int {
    viewModel.sections.value.count
  }

  /// The row count of a section.
  package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.sections.value.rowCount(inSection: section)
  }

  /// The header of a section, already in upper case.
  package func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    viewModel.sections.value.header(ofSection: section)
  }

  /// A title/value cell with a chevron, since every row leads to Player Edit.
  package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = valueCell(
      viewModel.sections.value.row(at: indexPath.row, inSection: indexPath.section))
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  /// Forwards the tap to the view model.
  package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    viewModel.didSelectRow(at: indexPath.row, inSection: indexPath.section)
  }
}
