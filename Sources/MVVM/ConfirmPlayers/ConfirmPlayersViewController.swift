import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Confirm Players: the layout's Bench/Team A/Team B table in
/// reorder mode and its Start Gather button, showing `ConfirmPlayersViewModel`'s outputs in
/// `updateProperties()`, which observes it.
@MainActor
final class ConfirmPlayersViewController: ViewController {
  // MARK: - Properties

  private let viewModel: ConfirmPlayersViewModel
  private let layout = ConfirmPlayersLayout()
  // Held here: a table keeps its data source weakly.
  private let dataSource = TeamTableDataSource()

  // MARK: - Init

  /// Creates the screen bound to `viewModel`.
  init(viewModel: ConfirmPlayersViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the table and Start Gather, and wires them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    layout.install(in: self)
    layout.table.dataSource = dataSource
    wireActions()
  }

  /// Outputs come back to the widgets; runs again when one of them changes.
  override func updateProperties() {
    super.updateProperties()
    // The data source holds what the table last loaded: it reloads only on a change.
    if dataSource.sections != viewModel.sections {
      dataSource.sections = viewModel.sections
      layout.table.reloadData()
    }
    layout.startButton.isEnabled = viewModel.isStartEnabled
    setLoading(viewModel.isLoading)
    presentError(viewModel.alert) { [viewModel] in viewModel.alert = nil }
  }

  // MARK: - Private

  /// Events go in as inputs: Start Gather, and the rows the user drags.
  private func wireActions() {
    let viewModel = viewModel
    layout.startButton.action = { await viewModel.startGather() }
    dataSource.onMove = { source, destination in
      viewModel.didMoveRow(
        at: source.row, inSection: source.section, to: destination.row,
        inSection: destination.section)
    }
  }
}
