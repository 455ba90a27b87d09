import DeclarativeKit

extension View {
  /// Shows `alert` while the state holds one, its title, message and buttons drawn from it, as
  /// TCA's `.alert($store.scope(state: \.alert, action: \.alert))`.
  ///
  /// Each button sends its own action through `send`, as `ViewController.render(alert:)` does,
  /// so a tap sends the same action from both UIs; the state's alert, cleared by the reducer,
  /// is what closes it, so the kit's write to the binding is ignored. Each alert is its own
  /// node, keyed by its title, so one that replaces another (the end's error after its
  /// confirmation, within one tap) is presented anew, as SwiftUI's `alert(item:)` does.
  func alert<Action>(
    _ alert: AlertState<Action>?,
    send: @escaping @MainActor (PresentationAction<Action>) async -> Void
  ) -> some View {
    overlay {
      ForEach(alert.map { [$0] } ?? [], id: \.message.title) { alert in
        EmptyView().alert(
          alert.message.title, isPresented: Binding(get: { true }, set: { _ in })
        ) {
          ForEach(Array(alert.buttons.enumerated()), id: \.offset) { _, button in
            Button(button.title) { await send(button.presentationAction) }
          }
        } message: {
          Text(alert.message.message)
        }
      }
    }
  }
}
