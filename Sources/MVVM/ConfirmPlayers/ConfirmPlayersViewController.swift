import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Confirm Players: the layout's Bench/Team A/Team B table in
/// reorder mode and its Start Gather button, bound to `ConfirmPlayersViewModel` in `bind()`.
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

  /// Installs the table and Start Gather, and binds them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    layout.install(in: self)
    layout.table.dataSource = dataSource
    wireActions()
    bind()
  }

  // MARK: - Private

  /// Events go in as inputs: Start Gather, and the rows the user drags.
  private func wireActions() {
    let viewModel = viewModel
    layout.startButton.action = { await viewModel.startTapped() }
    dataSource.onMove = { source, destination in
      viewModel.didMoveRow(
        at: source.row, inSection: source.section, to: destination.row,
        inSection: destination.section)
    }
  }

  /// Outputs come back to the widgets.
  private func bind() {
    viewModel.sections.observe(on: self) { controller, sections in
      controller.dataSource.sections = sections
      controller.layout.table.reloadData()
    }
    viewModel.isStartEnabled.observe(on: self) { controller, isEnabled in
      controller.layout.startButton.isEnabled = isEnabled
    }
    viewModel.isLoading.observe(on: self) { controller, isLoading in
      controller.setLoading(isLoading)
    }
    viewModel.alert.observe(on: self) { controller, alert in controller.presentError(alert) }
  }
}
