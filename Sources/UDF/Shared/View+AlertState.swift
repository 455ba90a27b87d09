import DeclarativeKit
import Layouts

/// A presented alert and how to answer it: what `Store.scope(state:action:)` hands the view.
struct AlertStore<Action: Equatable & Sendable> {
  /// The alert in the state.
  let alert: AlertState<Action>
  /// Sends one of its actions to the feature.
  let send: @MainActor (PresentationAction<Action>) -> StoreTask
}

extension Store {
  /// The alert at `state`, bound for the view, as TCA's
  /// `$store.scope(state: \.alert, action: \.alert)`: nil while none is presented; when the UI
  /// clears it while the state still holds it, the binding sends `.dismiss`.
  ///
  /// The kit clears the binding before it runs the tapped button's action (SwiftUI runs the
  /// action first), so the check waits one turn of the main actor: a button's own action has
  /// cleared the alert by then, and only a dismissal by other means sends `.dismiss`.
  func scope<AlertAction>(
    state alert: @escaping @MainActor (State) -> AlertState<AlertAction>?,
    action: @escaping @MainActor (PresentationAction<AlertAction>) -> Action
  ) -> Binding<AlertStore<AlertAction>?> {
    Binding(
      get: {
        alert(self.state).map { AlertStore(alert: $0, send: { self.send(action($0)) }) }
      },
      set: { newValue in
        guard newValue == nil else { return }
        Task {
          guard alert(self.currentState) != nil else { return }
          await self.send(action(.dismiss)).finish()
        }
      })
  }
}

extension View {
  /// Shows the alert `item` holds, its buttons drawn by Layouts, as TCA's
  /// `.alert($store.scope(state: \.alert, action: \.alert))`.
  ///
  /// Each button sends its own action (OK and Cancel send `.dismiss`), as
  /// `ViewController.render(alert:)` does, so a tap sends the same action from both UIs.
  func alert<Action>(_ item: Binding<AlertStore<Action>?>) -> some View {
    let presented = item.wrappedValue
    let buttons = presented?.alert.buttons.map { button in
      AlertButtonItem(title: button.title, role: button.role.buttonRole) {
        let task = presented?.send(button.presentationAction)
        Task { await task?.finish() }
      }
    }
    return alert(
      presented?.alert.message,
      isPresented: Binding(
        get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } }),
      buttons: buttons ?? [])
  }
}

extension AlertButton.Role {
  /// The role of the button drawn for it.
  fileprivate var buttonRole: ButtonRole? {
    switch self {
    case .default: nil
    case .cancel: .cancel
    case .destructive: .destructive
    }
  }
}
