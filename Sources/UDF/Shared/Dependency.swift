/// A dependency's key: its type and its values, as TCA's `DependencyKey` (from its Dependencies
/// library): the live value the app runs on and the value a test starts from.
protocol DependencyKey {
  /// The dependency's type.
  associatedtype Value: Sendable
  /// The value when nothing overrides it.
  static var liveValue: Value { get }
  /// The value in a test store when the test does not override it; by default the live one.
  static var testValue: Value { get }
}

extension DependencyKey {
  static var testValue: Value { liveValue }
}

/// Every dependency a feature may read, by key, as TCA's `DependencyValues`: one value bound to
/// the running task, so an override reaches everything run within it and nothing else.
struct DependencyValues: Sendable {
  /// Whether keys not overridden give their live or their test value.
  enum Context: Sendable { case live, test }

  /// The values of the running task: the store binds its own while it reduces and runs effects.
  @TaskLocal static var current = DependencyValues()

  private var storage: [ObjectIdentifier: any Sendable] = [:]
  private let context: Context

  /// Values with nothing overridden, in `context`.
  init(context: Context = .live) {
    self.context = context
  }

  /// The value of `key`: the one set, or else the key's value for the context.
  subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
      return context == .live ? Key.liveValue : Key.testValue
    }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

/// Reads a dependency from the running task's `DependencyValues`, as TCA's `@Dependency(\.x)`.
///
/// Read when used, not when the feature is made: a feature reads its store's values in `reduce`,
/// and an effect captures what it needs there (`.run { [playerService] send in … }`).
@propertyWrapper
struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable

  /// The dependency at `keyPath`.
  init(_ keyPath: KeyPath<DependencyValues, Value> & Sendable) {
    self.keyPath = keyPath
  }

  /// Its value in the running task.
  var wrappedValue: Value { DependencyValues.current[keyPath: keyPath] }
}

/// Runs `operation` with the running task's dependencies changed by `update`, as TCA's
/// `withDependencies(_:operation:)`; a store made inside keeps them for its reducer and effects.
@MainActor
func withDependencies<R>(
  _ update: (inout DependencyValues) -> Void, operation: () throws -> R
) rethrows -> R {
  var values = DependencyValues.current
  update(&values)
  return try DependencyValues.$current.withValue(values, operation: operation)
}
