import DeclarativeKit

extension Store {
  /// A binding to one value of the state that sends an action when the view writes to it, as
  /// TCA's `$store.field.sending(\.action)`.
  ///
  /// The state stays the reducer's: a write only sends `action(newValue)`, and a write of the
  /// value already shown, or one `action` maps to nil, sends nothing.
  func binding<Value: Equatable>(
    _ value: @escaping @MainActor (State) -> Value,
    sending action: @escaping @MainActor (Value) -> Action?
  ) -> Binding<Value> {
    Binding(
      get: { value(self.state) },
      set: { newValue in
        guard newValue != value(self.currentState), let action = action(newValue) else { return }
        self.send(action)
      })
  }
}
