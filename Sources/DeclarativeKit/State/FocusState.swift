/// Which field has the keyboard, as SwiftUI's `FocusState`: a `Bool` for one field, or an
/// optional value naming the focused field of several; bind fields to it with `focused(_:)` or
/// `focused(_:equals:)`.
///
/// Setting it makes that field the first responder; a user tapping or typing into a field
/// sets it; nil (or false) when no bound field has the keyboard.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  @State private var value: Value
  /// The value meaning "no field of this state is focused".
  private let unfocused: Value

  /// Creates a state for one field, false while it does not have the keyboard.
  public init() where Value == Bool {
    _value = State(wrappedValue: false)
    unfocused = false
  }

  /// Creates a state naming the focused field, nil while none has the keyboard.
  public init<T: Hashable>() where Value == T? {
    _value = State(wrappedValue: nil)
    unfocused = nil
  }

  /// The focused field's value; setting it moves the keyboard to that field.
  public var wrappedValue: Value {
    get { value }
    nonmutating set { value = newValue }
  }

  /// A binding to the focus, for `focused(_:)` and `focused(_:equals:)`.
  public var projectedValue: Binding {
    Binding(base: $value, unfocused: unfocused)
  }

  /// A binding to a focus state, as SwiftUI's `FocusState.Binding`.
  @MainActor
  @propertyWrapper
  public struct Binding {
    let base: DeclarativeKit.Binding<Value>
    let unfocused: Value

    /// The focused field's value.
    public var wrappedValue: Value {
      get { base.wrappedValue }
      nonmutating set { base.wrappedValue = newValue }
    }

    /// The binding itself, so a child view can declare `@FocusState.Binding var focus`.
    public var projectedValue: Binding { self }
  }
}

extension View {
  /// Binds the text field inside to `condition`: true while it has the keyboard, as SwiftUI's
  /// `focused(_:)`.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    FocusedModifier(
      content: self, isFocused: { condition.wrappedValue },
      focus: { condition.wrappedValue = true },
      unfocus: { if condition.wrappedValue { condition.wrappedValue = false } })
  }

  /// Binds the text field inside to `binding`: `value` while it has the keyboard, as SwiftUI's
  /// `focused(_:equals:)`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    FocusedModifier(
      content: self, isFocused: { binding.wrappedValue == value },
      focus: { binding.wrappedValue = value },
      unfocus: { if binding.wrappedValue == value { binding.wrappedValue = binding.unfocused } })
  }
}
