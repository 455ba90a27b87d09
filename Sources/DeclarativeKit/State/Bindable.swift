import Observation

/// Makes bindings to the properties of an `@Observable` object, as SwiftUI's `Bindable`:
/// `$model.name` is a `Binding<String>` that reads and writes `model.name`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: InputComparable {
  /// The object.
  public var wrappedValue: Value

  /// Wraps an object, as `@Bindable var model`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an object, as `Bindable(model)`.
  public init(_ wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// The wrapper itself, so `$model.name` makes a binding.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to a property of the object.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let object = wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
      location: BindingLocation(object, path: [keyPath]))
  }

  /// The same input when both wrap the same object.
  func hasSameInput(as other: Any) -> Bool {
    (other as? Bindable<Value>)?.wrappedValue === wrappedValue
  }
}
