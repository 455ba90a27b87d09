/// A read-write reference to a value owned elsewhere, as SwiftUI's `Binding`.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: InputComparable {
  private let getValue: @MainActor () -> Value
  private let setValue: @MainActor (Value) -> Void
  /// Where the value lives, when the kit made the binding (`$state`, `$model.name`).
  ///
  /// Two bindings to the same place are the same input. A binding made with `get`/`set` has
  /// none and, like any closure, counts as a changed input.
  let location: BindingLocation?

  /// Creates a binding from a getter and a setter.
  public init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void
  ) {
    self.init(get: get, set: set, location: nil)
  }

  init(
    get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void,
    location: BindingLocation?
  ) {
    getValue = get
    setValue = set
    self.location = location
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
      },
      location: location?.appending(keyPath))
  }

  /// The same input when both bindings reach the same place.
  func hasSameInput(as other: Any) -> Bool {
    guard let location, let other = other as? Binding<Value> else { return false }
    return other.location == location
  }
}

/// The place a binding reads and writes: an object (a `@State`'s storage, an `@Observable`
/// model) and the key paths from it.
struct BindingLocation: Hashable {
  let object: ObjectIdentifier
  let path: [AnyKeyPath]

  init(_ object: AnyObject, path: [AnyKeyPath] = []) {
    self.object = ObjectIdentifier(object)
    self.path = path
  }

  func appending(_ keyPath: AnyKeyPath) -> BindingLocation {
    BindingLocation(object: object, path: path + [keyPath])
  }

  private init(object: ObjectIdentifier, path: [AnyKeyPath]) {
    self.object = object
    self.path = path
  }
}
