import Domain
import Foundation
import Layouts
import ViewKit

/// The UDF view controller of Confirm Players: wires `ConfirmPlayersLayout` and the shared team
/// table, renders `ConfirmPlayersFeature.State` and sends moves and Start as actions.
@MainActor
final class ConfirmPlayersViewController: ViewController {
  private let store: Store<ConfirmPlayersFeature.State, ConfirmPlayersFeature.Action>
  private let layout = ConfirmPlayersLayout()
  private let teamTable = TeamTableDataSource()
  private var shownAlert: AlertState<Never>?

  /// Creates Confirm Players over `store`.
  init(store: Store<ConfirmPlayersFeature.State, ConfirmPlayersFeature.Action>) {
    self.store = store
    super.init()
  }

  /// Installs the layout, wires it, and renders from now on.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = ConfirmPlayersTexts.title
    layout.install(in: self)
    layout.table.dataSource = teamTable
    wireActions()
    store.observe(on: self) { controller, state in controller.render(state) }
  }

  private func render(_ state: ConfirmPlayersFeature.State) {
    teamTable.sections = state.sections
    layout.table.reloadData()
    layout.startButton.isEnabled = state.teams.canStartGather
    render(isLoading: state.isLoading)
    render(alert: state.alert, shown: shownAlert) { [store] in await store.send(.alert($0)).finish()
    }
    shownAlert = state.alert
  }

  private func wireActions() {
    let store = store
    layout.startButton.action = { await store.send(.startTapped).finish() }
    teamTable.onMove = { source, destination in
      guard let from = TeamAssignment.Slot(source), let to = TeamAssignment.Slot(destination) else {
        return
      }
      await store.send(.rowMoved(from: from, to: to)).finish()
    }
  }
}
