import Domain
import Foundation
import Layouts
import ViewKit

/// The UDF view controller of Player List: wires `PlayerListLayout`, renders
/// `PlayerListFeature.State` (the table reads the rows from it) and sends every event as an action.
@MainActor
final class PlayerListViewController: ViewController {
  private let store: Store<PlayerListFeature.State, PlayerListFeature.Action>
  private let layout = PlayerListLayout()
  private var shownAlert: AlertState<PlayerListFeature.Alert>?

  /// Creates the Player List over `store`.
  init(store: Store<PlayerListFeature.State, PlayerListFeature.Action>) {
    self.store = store
    super.init()
  }

  /// Installs the layout, wires it, and renders from now on.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    layout.showRows(from: self)
    wireActions()
    store.observe(on: self) { controller, state in controller.render(state) }
  }

  /// Lets the store load the first time, as tracked work so the driver waits for the rows.
  override func viewWillAppear() {
    super.viewWillAppear()
    run { [store] in await store.send(.appeared).finish() }
  }

  private func render(_ state: PlayerListFeature.State) {
    let controls = state.controls
    title = controls.title
    layout.apply(controls)
    layout.showEmptyView(state.isEmptyViewShown)
    layout.table.reloadData()
    view.isUserInteractionEnabled = state.isInteractionEnabled
    render(isLoading: state.isLoading)
    render(alert: state.alert, shown: shownAlert) { [store] in await store.send(.alert($0)).finish()
    }
    shownAlert = state.alert
  }

  private func wireActions() {
    let store = store
    layout.selectButton.action = { store.send(.selectTapped) }
    layout.actionButton.action = { await store.send(.actionTapped).finish() }
    layout.emptyView.button.action = { await store.send(.retryTapped).finish() }
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerListViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    store.state.players.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let state = store.state
    guard state.players.indices.contains(indexPath.row) else {
      return .playerRow(name: "", detail: "", isChecked: nil)
    }
    let player = state.players[indexPath.row]
    return .playerRow(player, isChecked: state.isChecked(player))
  }

  /// Swipe-to-delete only in list mode.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    !store.state.isSelecting
  }

  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async {
    guard let id = playerID(at: indexPath) else { return }
    await store.send(.deleteSwiped(id)).finish()
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    guard let id = playerID(at: indexPath) else { return }
    await store.send(.playerTapped(id)).finish()
  }

  /// The player of the row at `indexPath`: actions name players, not rows.
  private func playerID(at indexPath: IndexPath) -> Player.ID? {
    let players = store.state.players
    return players.indices.contains(indexPath.row) ? players[indexPath.row].id : nil
  }
}
