import Foundation

/// A key/value store that lives only as long as the process: for tests and throwaway sessions.
package final class InMemoryKeyValueStore: KeyValueStore, @unchecked Sendable {
  // Guarded by `lock`; @unchecked because NSLock-protected state is not visible to the compiler.
  private var values: [String: StoredValue]
  private let lock = NSLock()

  /// Creates an empty store, or one holding `values`.
  package init(values: [String: StoredValue] = [:]) {
    self.values = values
  }

  /// Everything stored, for tests to inspect.
  package var snapshot: [String: StoredValue] { lock.withLock { values } }

  package func string(forKey key: String) -> String? {
    lock.withLock { values[key]?.string }
  }

  package func bool(forKey key: String) -> Bool? {
    lock.withLock { values[key]?.bool }
  }

  package func set(_ value: String, forKey key: String) throws(ServiceError) {
    lock.withLock { values[key] = .string(value) }
  }

  package func set(_ value: Bool, forKey key: String) throws(ServiceError) {
    lock.withLock { values[key] = .bool(value) }
  }

  package func removeValue(forKey key: String) throws(ServiceError) {
    _ = lock.withLock { values.removeValue(forKey: key) }
  }

  package func removeAll() throws(ServiceError) {
    lock.withLock { values.removeAll() }
  }
}

/// One value of a key/value store.
package enum StoredValue: Sendable, Equatable, Codable {
  case string(String)
  case bool(Bool)

  /// The string, if this is one.
  package var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  /// The flag, if this is one.
  package var bool: Bool? {
    if case .bool(let value) = self { value } else { nil }
  }

  /// Decodes a plain JSON string or boolean.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let flag = try? container.decode(Bool.self) {
      self = .bool(flag)
    } else {
      self = .string(try container.decode(String.self))
    }
  }

  /// Encodes as a plain JSON string or boolean, so a store file reads like settings.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    }
  }
}
