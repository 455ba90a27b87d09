import Foundation

/// A value kept in `UserDefaults` under a key, as SwiftUI's `@AppStorage`: every view reading
/// the key is evaluated again when any of them writes it.
@MainActor
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let key: String
  private let store: UserDefaults
  private let defaultValue: Value
  private let read: @MainActor (UserDefaults, String) -> Value?
  private let write: @MainActor (UserDefaults, String, Value) -> Void

  /// The stored value, or the default while none is stored.
  public var wrappedValue: Value {
    get {
      StorageSignals.signal(for: key, in: store).read()
      return read(store, key) ?? defaultValue
    }
    nonmutating set {
      write(store, key, newValue)
      StorageSignals.signal(for: key, in: store).changed()
    }
  }

  /// A binding to the stored value.
  public var projectedValue: Binding<Value> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }

  private init(
    key: String, store: UserDefaults?, defaultValue: Value,
    read: @escaping @MainActor (UserDefaults, String) -> Value?,
    write: @escaping @MainActor (UserDefaults, String, Value) -> Void
  ) {
    self.key = key
    self.store = store ?? .standard
    self.defaultValue = defaultValue
    self.read = read
    self.write = write
  }
}

extension AppStorage where Value: PropertyListValue {
  /// Keeps a `Bool`, `Int`, `Double`, `String`, `URL` or `Data` under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { store, key in store.object(forKey: key).flatMap { Value(propertyList: $0) } },
      write: { $0.set($2.propertyList, forKey: $1) })
  }
}

extension AppStorage where Value: RawRepresentable, Value.RawValue: PropertyListValue {
  /// Keeps an enumeration (or any raw-representable value) by its raw value under `key`.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    self.init(
      key: key, store: store, defaultValue: wrappedValue,
      read: { store, key in
        store.object(forKey: key).flatMap { Value.RawValue(propertyList: $0) }
          .flatMap { Value(rawValue: $0) }
      },
      write: { $0.set($2.rawValue.propertyList, forKey: $1) })
  }
}

/// A type `@AppStorage` keeps as a property-list value.
public protocol PropertyListValue {
  /// The value read back from what `UserDefaults` stored, if it is one.
  init?(propertyList: Any)
  /// What `UserDefaults` stores.
  var propertyList: Any { get }
}

extension Bool: PropertyListValue {
  /// A stored `Bool` (or a number: `UserDefaults` keeps them alike).
  public init?(propertyList: Any) {
    guard let value = propertyList as? Bool else { return nil }
    self = value
  }
  /// Itself.
  public var propertyList: Any { self }
}

extension Int: PropertyListValue {
  /// A stored `Int`.
  public init?(propertyList: Any) {
    guard let value = propertyList as? Int else { return nil }
    self = value
  }
  /// Itself.
  public var propertyList: Any { self }
}

extension Double: PropertyListValue {
  /// A stored `Double`.
  public init?(propertyList: Any) {
    guard let value = propertyList as? Double else { return nil }
    self = value
  }
  /// Itself.
  public var propertyList: Any { self }
}

extension String: PropertyListValue {
  /// A stored `String`.
  public init?(propertyList: Any) {
    guard let value = propertyList as? String else { return nil }
    self = value
  }
  /// Itself.
  public var propertyList: Any { self }
}

extension Data: PropertyListValue {
  /// Stored `Data`.
  public init?(propertyList: Any) {
    guard let value = propertyList as? Data else { return nil }
    self = value
  }
  /// Itself.
  public var propertyList: Any { self }
}

extension URL: PropertyListValue {
  /// A URL stored as its absolute string.
  public init?(propertyList: Any) {
    guard let string = propertyList as? String, let url = URL(string: string) else { return nil }
    self = url
  }
  /// Its absolute string.
  public var propertyList: Any { absoluteString }
}

/// The observed signal of each stored key, so readers of a key follow its writers.
@MainActor
private enum StorageSignals {
  private static var signals: [String: ObservationSignal] = [:]

  static func signal(for key: String, in store: UserDefaults) -> ObservationSignal {
    let name = "\(ObjectIdentifier(store)) \(key)"
    if let signal = signals[name] { return signal }
    let signal = ObservationSignal()
    signals[name] = signal
    return signal
  }
}
