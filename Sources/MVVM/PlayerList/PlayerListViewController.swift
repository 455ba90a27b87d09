import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Player List: the table, empty view and buttons of SPEC §3.2.
///
/// It creates `PlayerListViewModel`, wires the widgets to it, shows its outputs in
/// `updateProperties()`, which observes it, and pushes the screen of each route an input returns,
/// passing what that screen reports back to the view model.
@MainActor
final class PlayerListViewController: ViewController {
  // MARK: - Properties

  private let viewModel: PlayerListViewModel
  private let layout = PlayerListLayout()
  // Passed on to the screens this one opens.
  private let environment: AppEnvironment

  // MARK: - Init

  /// Creates the screen and its view model over `environment`'s services.
  init(environment: AppEnvironment) {
    self.environment = environment
    viewModel = PlayerListViewModel(playerService: environment.players)
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the screen (the table, the hidden empty view, the bottom button, Select in the
  /// bar) and loads the players, once: coming back to the list loads nothing (SPEC §3.2).
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    wireActions()
    run { [viewModel] in await viewModel.load() }
  }

  /// Outputs come back to the widgets; runs again when one of them changes.
  override func updateProperties() {
    super.updateProperties()
    layout.apply(viewModel.controls)
    title = viewModel.controls.title
    // Read here so a change of the rows runs this again; the data source reads them then.
    _ = viewModel.rows
    layout.table.reloadData()
    layout.showEmptyView(viewModel.isEmptyViewShown)
    view.isUserInteractionEnabled = viewModel.isInteractionEnabled
    setLoading(viewModel.isLoading)
    present(viewModel.alert)
  }

  // MARK: - Private

  /// Events go in as inputs; the table asks this controller for the view model's rows.
  private func wireActions() {
    layout.showRows(from: self)
    let viewModel = viewModel
    layout.selectButton.action = { viewModel.selectTapped() }
    layout.actionButton.action = { [weak self] in self?.show(viewModel.actionTapped()) }
    layout.emptyView.button.action = { await viewModel.reload() }
  }

  /// Pushes the screen of `route`, wired to report back to this screen's view model.
  private func show(_ route: PlayerListViewModel.Route?) {
    let viewModel = viewModel
    let screen: ViewController
    switch route {
    case .playerDetail(let player):
      screen = PlayerDetailViewController(
        player: player, playerService: environment.players,
        playerUpdated: viewModel.playerUpdated)
    case .playerAdd:
      screen = PlayerAddViewController(
        playerService: environment.players,
        actions: .init(
          playerCreated: viewModel.playerCreated, close: { [weak self] in self?.returnHere() }))
    case .confirmPlayers(let bench):
      screen = ConfirmPlayersViewController(
        players: bench, environment: environment,
        gatherEnded: { [weak self] in
          self?.returnHere()
          viewModel.gatherEnded()
        })
    case nil: return
    }
    navigationController?.pushViewController(screen, animated: true)
  }

  /// Takes the screens this list opened away.
  private func returnHere() {
    navigationController?.popToViewController(self, animated: true)
  }

  /// Presents the view model's alert, once: only while no alert is up.
  private func present(_ alert: PlayerListViewModel.Alert?) {
    guard presentedAlert == nil else { return }
    switch alert {
    case .error(let message):
      presentError(message) { [viewModel] in viewModel.alert = nil }
    case .deleteConfirmation(let message):
      let confirmation = AlertController(title: message.title, message: message.message)
      let viewModel = viewModel
      confirmation.addAction(
        AlertAction(title: PlayerListTexts.deleteConfirmButton, style: .destructive) {
          await viewModel.confirmDeletion()
        })
      confirmation.addAction(
        AlertAction(title: PlayerListTexts.deleteCancelButton, style: .cancel) {
          viewModel.cancelDeletion()
        })
      present(confirmation)
    case nil: break
    }
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerListViewController: TableViewDataSource, TableViewDelegate {
  /// One row per player the view model publishes.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.rows.count
  }

  /// The name, position and skill lines, the checkbox in selection mode, a chevron.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let rows = viewModel.rows
    guard rows.indices.contains(indexPath.row) else {
      return .playerRow(name: "", detail: "", isChecked: nil)
    }
    return .playerRow(rows[indexPath.row].player, isChecked: rows[indexPath.row].isChecked)
  }

  /// Swipe-to-delete only where the view model allows it (list mode).
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    viewModel.canDelete
  }

  /// The swipe's Delete: the view model asks for confirmation.
  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async {
    guard let player = player(at: indexPath) else { return }
    viewModel.delete(player)
  }

  /// A row tap: the player's details, or a tick in selection mode.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    guard let player = player(at: indexPath) else { return }
    show(viewModel.select(player))
  }

  /// The player a row shows, as the declarative list names its rows.
  private func player(at indexPath: IndexPath) -> Player? {
    let rows = viewModel.rows
    return rows.indices.contains(indexPath.row) ? rows[indexPath.row].player : nil
  }
}
