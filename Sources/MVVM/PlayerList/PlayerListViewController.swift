import Domain
import Foundation
import ViewKit

/// The MVVM view controller of Player List: builds the table, the empty view and the buttons of
/// SPEC §3.2, binds them to `PlayerListViewModel` in `bind()`, and pushes Player Detail, Player
/// Add or Confirm Players; it pops back to itself when the gather ends.
@MainActor
final class PlayerListViewController: ViewController {
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

  /// Creates the screen bound to `viewModel`; `environment` serves the screens it opens.
  init(viewModel: PlayerListViewModel, environment: AppEnvironment) {
    self.viewModel = viewModel
    self.environment = environment
    super.init()
  }

  // MARK: - Lifecycle

  /// Builds the screen: the table, the hidden empty view, the bottom button, Select in the bar.
  override func viewDidLoad() {
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
  override func viewWillAppear() {
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

  // MARK: - Navigation

  /// Pushes Player Detail of `player`; a saved edit goes back into this screen's view model.
  func showPlayerDetail(for player: Player) {
    // Set once the controller exists; no action can run before it is on screen.
    weak var detail: PlayerDetailViewController?
    let detailViewModel = PlayerDetailViewModel(
      player: player,
      actions: .init(
        showPlayerEdit: { detail?.showPlayerEdit(for: $0, field: $1) },
        playerUpdated: { [viewModel] in viewModel.playerUpdated($0) }))
    let controller = PlayerDetailViewController(
      viewModel: detailViewModel, playerService: environment.players)
    detail = controller
    push(controller)
  }

  /// Pushes Player Add; a created player makes this screen's view model load again.
  func showPlayerAdd() {
    let addViewModel = PlayerAddViewModel(
      playerService: environment.players,
      actions: .init(
        // The reload runs as work the window tracks: Player Add pops at once, and the driver
        // still waits until the players are back.
        playerCreated: { [weak self, viewModel] in self?.run { await viewModel.playerCreated() } },
        close: { [weak self] in self?.popBack() }))
    push(PlayerAddViewController(viewModel: addViewModel))
  }

  /// Pushes Confirm Players with `players` on the bench; the gather's end comes back here.
  func showConfirmPlayers(with players: [Player]) {
    // Set once the controller exists; no action can run before it is on screen.
    weak var confirm: ConfirmPlayersViewController?
    let confirmViewModel = ConfirmPlayersViewModel(
      gatherService: environment.gathers, players: players,
      actions: .init(showGather: { confirm?.showGather(with: $0) }))
    let controller = ConfirmPlayersViewController(
      viewModel: confirmViewModel, gatherService: environment.gathers, clock: environment.clock,
      onGatherEnded: { [weak self] in self?.gatherEnded() })
    confirm = controller
    push(controller)
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
