import Domain
import Layouts
import ViewKit

/// The UDF view controller of Player Add: wires `PlayerAddLayout`, renders
/// `PlayerAddFeature.State` and sends every event as an action.
@MainActor
final class PlayerAddViewController: ViewController {
  private let store: Store<PlayerAddFeature.State, PlayerAddFeature.Action>
  private let layout = PlayerAddLayout()
  private var shownAlert: AlertState<Never>?

  /// Creates Player Add over `store`.
  init(store: Store<PlayerAddFeature.State, PlayerAddFeature.Action>) {
    self.store = store
    super.init()
  }

  /// Installs the layout, wires it, and renders from now on.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = PlayerAddTexts.title
    layout.install(in: self)
    wireActions()
    store.observe(on: self) { controller, state in controller.render(state) }
  }

  private func render(_ state: PlayerAddFeature.State) {
    layout.doneButton.isEnabled = state.canSave
    render(isLoading: state.isLoading)
    render(alert: state.alert, shown: shownAlert) { [store] in await store.send(.alert($0)).finish()
    }
    shownAlert = state.alert
  }

  private func wireActions() {
    let store = store
    layout.nameField.onEditingChanged = { store.send(.nameChanged($0)) }
    layout.doneButton.action = { await store.send(.doneTapped).finish() }
  }
}
