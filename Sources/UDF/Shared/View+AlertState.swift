import DeclarativeKit

extension View {
  /// Shows `alert` while the state holds one, its title, message and buttons drawn from it, as
  /// TCA's `.alert($store.scope(state: \.alert, action: \.alert))`.
  ///
  /// Each button sends its own action through `send`, as `ViewController.render(alert:)` does,
  /// so a tap sends the same action from both UIs; the state's alert, cleared by the reducer,
  /// is what closes it, so the kit's write to the binding is ignored. Each alert has its title
  /// as its identity, so one that replaces another (the end's error after its confirmation,
  /// within one tap) is presented anew, as SwiftUI's `alert(item:)` does.
  func alert<Action>(
    _ alert: AlertState<Action>?,
    send: @escaping @MainActor (PresentationAction<Action>) -> Void
  ) -> some View {
    overlay {
      if let alert {
        EmptyView().alert(
          alert.message.title, isPresented: Binding(get: { true }, set: { _ in })
        ) {
          ForEach(alert.buttons.indices) { index in
            let button = alert.buttons[index]
            Button(button.title) { send(button.presentationAction) }
          }
        } message: {
          Text(alert.message.message)
        }
        .id(alert.message.title)
      }
    }
  }
}
