/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: @MainActor () -> Value
  private let setValue: @MainActor (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    getValue = get
    setValue = set
  }

  /// Lets `@Binding var value: T` be initialised with `$state`.
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// A binding that always reads `value` and ignores writes, as for previews and tests.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value, read from and written to its source.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself, so `$value` can be passed on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { newValue in
        var value = self.wrappedValue
        value[keyPath: keyPath] = newValue
        self.wrappedValue = value
      })
  }
}
