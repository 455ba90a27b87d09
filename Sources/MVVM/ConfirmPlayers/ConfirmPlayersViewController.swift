import Domain
import Foundation
import ViewKit

/// The MVVM view controller of Confirm Players: a Bench/Team A/Team B table always in reorder
/// mode and the Start Gather button, bound to `ConfirmPlayersViewModel` in `bind()`; pushes Gather.
@MainActor
final class ConfirmPlayersViewController: ViewController {
  // MARK: - Properties

  private let viewModel: ConfirmPlayersViewModel
  // Only passed on to Gather's view model, which ends the gather and counts down on them.
  private let gatherService: any GatherService
  private let clock: any TimerClock
  private let onGatherEnded: @MainActor () -> Void
  private let table = TableView(style: .grouped, identifier: "confirmPlayers.table")
  private let startButton = Button(
    title: ConfirmPlayersTexts.startButton, identifier: "confirmPlayers.startButton")

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

  /// Builds the table in reorder mode, since moving rows is all the user can do there.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    table.isEditing = true
    table.dataSource = self
    view.addSubview(table)
    view.addSubview(startButton)
    bind()
  }

  // MARK: - Private

  /// Events go in as inputs; outputs come back to the widgets.
  private func bind() {
    let viewModel = viewModel
    startButton.action = { await viewModel.startGatherTapped() }
    viewModel.sections.observe(on: self) { controller, _ in controller.table.reloadData() }
    viewModel.isStartEnabled.observe(on: self) { controller, isEnabled in
      controller.startButton.isEnabled = isEnabled
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

// MARK: - TableViewDataSource

extension ConfirmPlayersViewController: TableViewDataSource {
  /// The view model's sections: `Bench`, `Team A`, `Team B`.
  func numberOfSections(in tableView: TableView) -> Int {
    viewModel.sections.value.count
  }

  /// The player count of a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.sections.value.rowCount(inSection: section)
  }

  /// The header of a section.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    viewModel.sections.value.header(ofSection: section)
  }

  /// A name cell with the position acronym on the right.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    valueCell(viewModel.sections.value.row(at: indexPath.row, inSection: indexPath.section))
  }

  /// Every row can be moved, within its section or to another one.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Forwards the move to the view model.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) async {
    viewModel.didMoveRow(
      at: sourceIndexPath.row, inSection: sourceIndexPath.section,
      to: destinationIndexPath.row, inSection: destinationIndexPath.section)
  }
}
