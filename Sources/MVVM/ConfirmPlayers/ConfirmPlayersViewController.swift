import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Confirm Players: the layout's Bench/Team A/Team B table in
/// reorder mode and its Start Gather button, bound to `ConfirmPlayersViewModel` in `bind()`; pushes Gather.
@MainActor
final class ConfirmPlayersViewController: ViewController {
  // MARK: - Properties

  private let viewModel: ConfirmPlayersViewModel
  // Only passed on to Gather's view model, which ends the gather and counts down on them.
  private let gatherService: any GatherService
  private let clock: any TimerClock
  private let onGatherEnded: @MainActor () -> Void
  private let layout = ConfirmPlayersLayout()
  // Held here: a table keeps its data source weakly.
  private let dataSource = TeamTableDataSource()

  // MARK: - Init

  /// Creates the screen bound to `viewModel`; Gather gets `gatherService`, `clock` and
  /// `onGatherEnded`, which runs when the gather ends.
  init(
    viewModel: ConfirmPlayersViewModel, gatherService: any GatherService, clock: any TimerClock,
    onGatherEnded: @escaping @MainActor () -> Void
  ) {
    self.viewModel = viewModel
    self.gatherService = gatherService
    self.clock = clock
    self.onGatherEnded = onGatherEnded
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

  // MARK: - Navigation

  /// Pushes Gather for the gather in `model`.
  func showGather(with model: GatherModel) {
    let gatherViewModel = GatherViewModel(
      gatherService: gatherService, model: model, clock: clock,
      actions: .init(gatherEnded: onGatherEnded))
    navigationController?.pushViewController(
      GatherViewController(viewModel: gatherViewModel), animated: true)
  }
}
