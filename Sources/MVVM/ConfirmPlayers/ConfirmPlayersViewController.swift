import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Confirm Players: the layout's Bench/Team A/Team B table in
/// reorder mode and its Start Gather button, showing the outputs of the
/// `ConfirmPlayersViewModel` it creates in `updateProperties()`, which observes it, and pushing
/// Gather once the gather has started.
@MainActor
final class ConfirmPlayersViewController: ViewController {
  // MARK: - Properties

  private let viewModel: ConfirmPlayersViewModel
  private let layout = ConfirmPlayersLayout()
  // Held here: a table keeps its data source weakly.
  private let dataSource = TeamTableDataSource()
  // Passed on to Gather: its services and clock, and the news that the gather ended.
  private let environment: AppEnvironment
  private let gatherEnded: @MainActor () -> Void

  // MARK: - Init

  /// Creates the screen with `players` on the bench and its view model over `environment`'s
  /// gather service; Gather reports its end to `gatherEnded`.
  init(
    players: [Player], environment: AppEnvironment,
    gatherEnded: @escaping @MainActor () -> Void
  ) {
    self.environment = environment
    self.gatherEnded = gatherEnded
    viewModel = ConfirmPlayersViewModel(gatherService: environment.gathers, players: players)
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
    layout.startButton.action = { [weak self] in
      let route = await viewModel.startGather()
      self?.show(route)
    }
    dataSource.onMove = { source, destination in
      viewModel.didMoveRow(
        at: source.row, inSection: source.section, to: destination.row,
        inSection: destination.section)
    }
  }

  /// Pushes Gather of the gather just started.
  private func show(_ route: ConfirmPlayersViewModel.Route?) {
    guard case .gather(let model) = route else { return }
    navigationController?.pushViewController(
      GatherViewController(
        model: model, gatherService: environment.gathers, clock: environment.clock,
        actions: .init(gatherEnded: gatherEnded)),
      animated: true)
  }
}
