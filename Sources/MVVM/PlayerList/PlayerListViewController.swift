import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Player List: wires the table, the empty view and the buttons of
/// SPEC §3.2, binds them to `PlayerListViewModel` in `bind()`, and pushes Player Detail, Player
/// Add or Confirm Players; it pops back to itself when the gather ends.
@MainActor
final class PlayerListViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerListViewModel
  private let environment: AppEnvironment
  private let layout = PlayerListLayout()

  // MARK: - Init

  /// Creates the screen bound to `viewModel`; `environment` serves the screens it opens.
  init(viewModel: PlayerListViewModel, environment: AppEnvironment) {
    self.viewModel = viewModel
    self.environment = environment
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the screen: the table, the hidden empty view, the bottom button, Select in the bar.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.table.dataSource = self
    layout.table.delegate = self
    wireActions()
    bind()
  }

  /// Lets the view model load the first time, as tracked work so the driver waits for the rows.
  override func viewWillAppear() {
    super.viewWillAppear()
    run { [viewModel] in await viewModel.viewWillAppear() }
  }

  // MARK: - Private

  /// Events go in as inputs.
  private func wireActions() {
    let viewModel = viewModel
    layout.selectButton.action = { viewModel.selectTapped() }
    layout.actionButton.action = { viewModel.actionTapped() }
    layout.emptyView.button.action = { await viewModel.retryTapped() }
  }

  /// Outputs come back to the widgets.
  private func bind() {
    viewModel.controls.observe(on: self) { controller, controls in
      controller.updateControls(controls)
    }
    viewModel.rows.observe(on: self) { controller, _ in controller.layout.table.reloadData() }
    viewModel.isEmptyViewShown.observe(on: self) { controller, isShown in
      controller.layout.showEmptyView(isShown)
    }
    viewModel.isInteractionEnabled.observe(on: self) { controller, isEnabled in
      controller.view.isUserInteractionEnabled = isEnabled
    }
    viewModel.isLoading.observe(on: self) { controller, isLoading in
      controller.setLoading(isLoading)
    }
    viewModel.alert.observe(on: self) { controller, alert in controller.present(alert) }
  }

  /// Shows the title and both buttons the view model published.
  private func updateControls(_ controls: PlayerListControls) {
    layout.apply(controls)
    title = controls.title
  }

  private func present(_ alert: PlayerListViewModel.Alert?) {
    switch alert {
    case .error(let message): presentError(message)
    case .deleteConfirmation(let message):
      let confirmation = AlertController(title: message.title, message: message.message)
      let viewModel = viewModel
      confirmation.addAction(
        AlertAction(title: PlayerListTexts.deleteConfirmButton, style: .destructive) {
          await viewModel.deleteConfirmed()
        })
      confirmation.addAction(
        AlertAction(title: PlayerListTexts.deleteCancelButton, style: .cancel) {
          viewModel.deleteCancelled()
        })
      present(confirmation)
    case nil: break
    }
  }

  // MARK: - Navigation

  /// Pushes Player Detail of `player`; a saved edit goes back into this screen's view model.
  func showPlayerDetail(for player: Player) {
    let detailViewModel = PlayerDetailViewModel(
      player: player, playerService: environment.players,
      actions: .init(
        showPlayerEdit: { [weak self] in self?.push(PlayerEditViewController(viewModel: $0)) },
        // Player Edit is the top screen then: one pop leads back to Player Detail.
        closePlayerEdit: { [weak self] in
          self?.navigationController?.popViewController(animated: true)
        },
        playerUpdated: { [viewModel] in viewModel.playerUpdated($0) }))
    push(PlayerDetailViewController(viewModel: detailViewModel))
  }

  /// Pushes Player Add; a created player makes this screen's view model load again.
  func showPlayerAdd() {
    let addViewModel = PlayerAddViewModel(
      playerService: environment.players,
      actions: .init(
        // Awaited by Player Add after it has closed, so the driver waits for the players.
        playerCreated: { [viewModel] in await viewModel.playerCreated() },
        close: { [weak self] in self?.popBack() }))
    push(PlayerAddViewController(viewModel: addViewModel))
  }

  /// Pushes Confirm Players with `players` on the bench; the gather's end comes back here.
  func showConfirmPlayers(with players: [Player]) {
    let confirmViewModel = ConfirmPlayersViewModel(
      gatherService: environment.gathers, clock: environment.clock, players: players,
      actions: .init(
        showGather: { [weak self] in self?.push(GatherViewController(viewModel: $0)) },
        gatherEnded: { [weak self] in self?.gatherEnded() }))
    push(ConfirmPlayersViewController(viewModel: confirmViewModel))
  }

  /// Only this controller can take Confirm Players and Gather off the stack.
  private func gatherEnded() {
    popBack()
    viewModel.gatherEnded()
  }

  private func popBack() {
    navigationController?.popToViewController(self, animated: true)
  }

  private func push(_ controller: ViewController) {
    navigationController?.pushViewController(controller, animated: true)
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerListViewController: TableViewDataSource, TableViewDelegate {
  /// One row per player the view model publishes.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.rows.value.count
  }

  /// The name, position and skill lines, the checkbox in selection mode, a chevron.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let rows = viewModel.rows.value
    guard rows.indices.contains(indexPath.row) else {
      return .playerRow(name: "", detail: "", isChecked: nil)
    }
    return .playerRow(rows[indexPath.row].player, isChecked: rows[indexPath.row].isChecked)
  }

  /// Swipe-to-delete only where the view model allows it (list mode).
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    viewModel.canDeleteRow(at: indexPath.row)
  }

  /// The swipe's Delete: the view model asks for confirmation.
  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async {
    viewModel.deleteTapped(at: indexPath.row)
  }

  /// A row tap: the view model opens the player or ticks it.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    viewModel.didSelectRow(at: indexPath.row)
  }
}
