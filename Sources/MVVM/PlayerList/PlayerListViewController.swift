import Domain
import Foundation
import ViewKit

/// The MVVM view controller of Player List: builds the table, the empty view and the buttons of
/// SPEC §3.2, binds them to `PlayerListViewModel` in `bind()`, and pushes Player Detail, Player
/// Add or Confirm Players; it pops back to itself when the gather ends.
@MainActor
package final class PlayerListViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerListViewModel
  private let environment: AppEnvironment
  private let selectButton = BarButtonItem(
    title: PlayerListTexts.selectButton, identifier: "playerList.selectButton")
  private let table = TableView(identifier: "playerList.table")
  private let emptyView = EmptyStateView(
    message: PlayerListTexts.emptyMessage, buttonTitle: PlayerListTexts.retryButton,
    identifier: "playerList.emptyView", buttonIdentifier: "playerList.retryButton")
  private let actionButton = Button(
    title: PlayerListTexts.addPlayerButton, identifier: "playerList.actionButton")

  // MARK: - Init

  /// Creates the screen over `environment`'s player service; the players load on first appearance.
  package init(environment: AppEnvironment) {
    self.environment = environment
    viewModel = PlayerListViewModel(players: environment.players)
    super.init()
    viewModel.actions = PlayerListViewModel.Actions(
      showPlayerDetail: { [weak self] in self?.showPlayerDetail(for: $0) },
      showPlayerAdd: { [weak self] in self?.showPlayerAdd() },
      showConfirmPlayers: { [weak self] in self?.showConfirmPlayers(with: $0) })
  }

  // MARK: - Lifecycle

  /// Builds the screen: the table, the hidden empty view, the bottom button, Select in the bar.
  package override func viewDidLoad() {
    super.viewDidLoad()
    navigationItem.rightBarButtonItem = selectButton
    view.addSubview(table)
    view.addSubview(emptyView)
    view.addSubview(actionButton)
    table.dataSource = self
    table.delegate = self
    bind()
  }

  /// Lets the view model load the first time, as tracked work so the driver waits for the rows.
  package override func viewWillAppear() {
    super.viewWillAppear()
    run { [viewModel] in await viewModel.viewWillAppear() }
  }

  // MARK: - Private

  /// Events go in as inputs; outputs come back to the widgets.
  private func bind() {
    let viewModel = viewModel
    selectButton.action = { viewModel.selectTapped() }
    actionButton.action = { viewModel.actionTapped() }
    emptyView.button.action = { await viewModel.retryTapped() }
    viewModel.title.observe(on: self) { controller, title in controller.title = title }
    viewModel.selectButton.observe(on: self) { controller, state in
      controller.selectButton.title = state.title
      controller.selectButton.isEnabled = state.isEnabled
    }
    viewModel.actionButton.observe(on: self) { controller, state in
      controller.actionButton.title = state.title
      controller.actionButton.isEnabled = state.isEnabled
    }
    viewModel.rows.observe(on: self) { controller, _ in controller.table.reloadData() }
    viewModel.isEmptyViewShown.observe(on: self) { controller, isShown in
      controller.emptyView.isHidden = !isShown
      controller.table.isHidden = isShown
    }
    viewModel.isInteractionEnabled.observe(on: self) { controller, isEnabled in
      controller.view.isUserInteractionEnabled = isEnabled
    }
    viewModel.isLoading.observe(on: self) { controller, isLoading in
      controller.setLoading(isLoading)
    }
    viewModel.alert.observe(on: self) { controller, alert in controller.present(alert) }
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

  private func showPlayerDetail(for player: Player) {
    let viewModel = viewModel
    push(
      PlayerDetailViewController(
        player: player, environment: environment,
        onPlayerUpdated: { viewModel.playerUpdated($0) }))
  }

  private func showPlayerAdd() {
    // The reload runs as work the window tracks: Player Add pops at once, and the driver still
    // waits until the players are back.
    push(
      PlayerAddViewController(
        environment: environment,
        onPlayerCreated: { [weak self, viewModel] in
          self?.run { await viewModel.playerCreated() }
        }))
  }

  private func showConfirmPlayers(with players: [Player]) {
    push(
      ConfirmPlayersViewController(
        players: players, environment: environment,
        onGatherEnded: { [weak self] in self?.gatherEnded() }))
  }

  /// Only this controller can take Confirm Players and Gather off the stack.
  private func gatherEnded() {
    navigationController?.popToViewController(self, animated: true)
    viewModel.gatherEnded()
  }

  private func push(_ controller: ViewController) {
    navigationController?.pushViewController(controller, animated: true)
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerListViewController: TableViewDataSource, TableViewDelegate {
  /// One row per player the view model publishes.
  package func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.rows.value.count
  }

  /// The name, position and skill lines, the checkbox in selection mode, a chevron.
  package func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell(style: .subtitle)
    cell.accessoryType = .disclosureIndicator
    let rows = viewModel.rows.value
    guard rows.indices.contains(indexPath.row) else { return cell }
    let row = rows[indexPath.row]
    cell.text = row.name
    cell.detailText = "\(row.position)\n\(row.skill)"
    cell.checkbox = row.checkbox.map { $0 ? .checked : .unchecked }
    return cell
  }

  /// Swipe-to-delete only where the view model allows it (list mode).
  package func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    viewModel.canDeleteRow(at: indexPath.row)
  }

  /// The swipe's Delete: the view model asks for confirmation.
  package func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async {
    viewModel.deleteTapped(at: indexPath.row)
  }

  /// A row tap: the view model opens the player or ticks it.
  package func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    viewModel.didSelectRow(at: indexPath.row)
  }
}
