import Domain
import Foundation
import Layouts
import ViewKit

/// The VIP view controller of Player List: wires the table, empty view and buttons of SPEC §3.2,
/// sends each event to `PlayerListBusinessLogic`, draws the displayed rows and asks
/// `PlayerListRoutingLogic` to open Player Detail, Player Add or Confirm Players.
@MainActor
final class PlayerListViewController: ViewController, PlayerListDisplayLogic, PlayerListDestination
{
  // MARK: - Properties

  /// The scene's router; other scenes' routers reach its data store through it.
  let router: any PlayerListRoutingLogic & PlayerListDataPassing
  private let interactor: any PlayerListBusinessLogic
  private let layout = PlayerListLayout()
  private var displayedRows: [PlayerListScene.DisplayedPlayer] = []
  private var isSelecting = false

  // MARK: - Init

  /// Creates the view controller sending requests to `interactor`; the configurator wires it.
  init(
    interactor: any PlayerListBusinessLogic,
    router: any PlayerListRoutingLogic & PlayerListDataPassing
  ) {
    self.interactor = interactor
    self.router = router
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the screen of SPEC §3.2: the table, the hidden empty view, the bottom button and
  /// Select in the bar.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.showRows(from: self)
    wireActions()
  }

  /// Asks for the players, as tracked work so the driver waits for them the first time; on the
  /// way back from another scene this shows what that scene's router left in the data store.
  override func viewWillAppear() {
    super.viewWillAppear()
    run { [interactor] in
      await interactor.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: false))
    }
  }

  // MARK: - Reloading

  /// Loads the players again; Player Add's router awaits it after popping back here.
  func reloadPlayers() async {
    await interactor.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: true))
  }

  // MARK: - PlayerListDisplayLogic

  func displayPlayers(viewModel: PlayerListScene.FetchPlayers.ViewModel) {
    updateControls(viewModel.controls)
    displayedRows = viewModel.rows
    isSelecting = viewModel.isSelecting
    layout.showEmptyView(viewModel.showsEmptyView)
    layout.table.reloadData()
  }

  func displayLoading(viewModel: PlayerListScene.Loading.ViewModel) {
    view.isUserInteractionEnabled = viewModel.isUserInteractionEnabled
    if viewModel.showsOverlay { showLoading() } else { hideLoading() }
  }

  func displayError(viewModel: PlayerListScene.Failure.ViewModel) {
    presentErrorAlert(
      title: viewModel.alert.title, message: viewModel.alert.message, buttonTitle: AlertTexts.ok)
  }

  func displayDeleteConfirmation(viewModel: PlayerListScene.DeletePlayer.ViewModel) {
    let alert = AlertController(title: viewModel.title, message: viewModel.message)
    alert.addAction(
      AlertAction(title: viewModel.deleteTitle, style: .destructive) { [weak self] in
        await self?.interactor.confirmDelete(
          request: PlayerListScene.ConfirmDelete.Request(isConfirmed: true))
      })
    alert.addAction(
      AlertAction(title: viewModel.cancelTitle, style: .cancel) { [weak self] in
        await self?.interactor.confirmDelete(
          request: PlayerListScene.ConfirmDelete.Request(isConfirmed: false))
      })
    present(alert)
  }

  func displayConfirmedSelection(viewModel: PlayerListScene.ConfirmSelection.ViewModel) {
    router.routeToConfirmPlayers()
  }

  // MARK: - Events

  private func selectTapped() {
    interactor.changeMode(request: PlayerListScene.ChangeMode.Request())
  }

  private func actionTapped() {
    if isSelecting {
      interactor.confirmSelection(request: PlayerListScene.ConfirmSelection.Request())
    } else {
      router.routeToPlayerAdd()
    }
  }

  private func retryTapped() async {
    await interactor.fetchPlayers(request: PlayerListScene.FetchPlayers.Request(reload: true))
  }

  // MARK: - Private

  /// Shows the title and both buttons.
  private func updateControls(_ controls: PlayerListControls) {
    layout.apply(controls)
    title = controls.title
  }

  private func wireActions() {
    layout.selectButton.action = { [weak self] in self?.selectTapped() }
    layout.actionButton.action = { [weak self] in self?.actionTapped() }
    layout.emptyView.button.action = { [weak self] in await self?.retryTapped() }
  }
}

// MARK: - TableViewDataSource

extension PlayerListViewController: TableViewDataSource {
  /// One row per displayed player.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    displayedRows.count
  }

  /// Draws a displayed row: name, position and skill lines, checkbox, chevron.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    guard displayedRows.indices.contains(indexPath.row) else {
      return .playerRow(name: "", detail: "", isChecked: nil)
    }
    let row = displayedRows[indexPath.row]
    return .playerRow(name: row.name, detail: row.detail, isChecked: row.isChecked)
  }

  /// Swipe-to-delete only in list mode.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    !isSelecting
  }

  /// The swipe's Delete: the interactor asks for confirmation.
  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async {
    guard displayedRows.indices.contains(indexPath.row) else { return }
    let id = displayedRows[indexPath.row].id
    interactor.deletePlayer(request: PlayerListScene.DeletePlayer.Request(id: id))
  }
}

// MARK: - TableViewDelegate

extension PlayerListViewController: TableViewDelegate {
  /// A row tap: the interactor ticks the player, or keeps it for the router to open.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    guard displayedRows.indices.contains(indexPath.row) else { return }
    let id = displayedRows[indexPath.row].id
    interactor.selectPlayer(request: PlayerListScene.SelectPlayer.Request(id: id))
    if !isSelecting { router.routeToPlayerDetail() }
  }
}
