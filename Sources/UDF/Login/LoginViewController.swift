import Domain
import Layouts
import ViewKit

/// The UDF view controller of Login: wires `LoginLayout`, renders `LoginFeature.State` and sends
/// every event as an action.
@MainActor
final class LoginViewController: ViewController {
  private let store: Store<LoginFeature.State, LoginFeature.Action>
  private let layout = LoginLayout()
  private var shownAlert: AlertState<Never>?

  /// Creates Login over `store`.
  init(store: Store<LoginFeature.State, LoginFeature.Action>) {
    self.store = store
    super.init()
  }

  /// Installs the layout, wires it, and renders from now on.
  override func viewDidLoad() {
    super.viewDidLoad()
    layout.install(in: self)
    wireActions()
    store.observe(on: self) { controller, state in controller.render(state) }
  }

  private func render(_ state: LoginFeature.State) {
    layout.usernameField.text = state.username
    layout.rememberSwitch.isOn = state.remember
    render(isLoading: state.isLoading)
    render(alert: state.alert, shown: shownAlert) { [store] in await store.send(.alert($0)).finish()
    }
    shownAlert = state.alert
  }

  private func wireActions() {
    let store = store
    layout.usernameField.onEditingChanged = { store.send(.usernameChanged($0)) }
    layout.passwordField.onEditingChanged = { store.send(.passwordChanged($0)) }
    layout.rememberSwitch.onValueChanged = { store.send(.rememberChanged($0)) }
    layout.loginButton.action = { await store.send(.loginTapped).finish() }
    layout.registerButton.action = { await store.send(.registerTapped).finish() }
  }
}
