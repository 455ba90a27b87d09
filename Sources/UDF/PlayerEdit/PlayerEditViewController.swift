import Domain
import Foundation
import Layouts
import ViewKit

/// The UDF view controller of Player Edit: wires `PlayerEditLayout`, renders
/// `PlayerEditFeature.State` and sends every event as an action.
@MainActor
final class PlayerEditViewController: ViewController {
  private let store: Store<PlayerEditFeature.State, PlayerEditFeature.Action>
  private let layout: PlayerEditLayout
  private var shownAlert: AlertState<Never>?

  /// Creates Player Edit over `store`.
  init(store: Store<PlayerEditFeature.State, PlayerEditFeature.Action>) {
    self.store = store
    layout = PlayerEditLayout(field: store.state.field, text: store.state.originalValue)
    super.init()
  }

  /// Installs the layout, wires it, and renders from now on.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = store.state.field.title
    layout.install(in: self)
    layout.options.dataSource = self
    layout.options.delegate = self
    wireActions()
    store.observe(on: self) { controller, state in controller.render(state) }
  }

  private func render(_ state: PlayerEditFeature.State) {
    layout.doneButton.isEnabled = state.canSave
    layout.options.reloadData()
    render(isLoading: state.isLoading)
    render(alert: state.alert, shown: shownAlert) { [store] in await store.send(.alert($0)).finish()
    }
    shownAlert = state.alert
  }

  private func wireActions() {
    let store = store
    layout.textField.onEditingChanged = { store.send(.textChanged($0)) }
    layout.doneButton.action = { await store.send(.doneTapped).finish() }
  }
}

// MARK: - TableViewDataSource, TableViewDelegate

extension PlayerEditViewController: TableViewDataSource, TableViewDelegate {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    store.state.field.optionTitles.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let state = store.state
    let titles = state.field.optionTitles
    return .optionRow(
      title: titles.indices.contains(indexPath.row) ? titles[indexPath.row] : "",
      isChecked: indexPath.row == state.selectedOptionIndex)
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    await store.send(.optionTapped(indexPath.row)).finish()
  }
}
