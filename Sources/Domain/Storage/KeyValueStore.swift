import Foundation

/// A small key/value store: the role of the Keychain and of UserDefaults on iOS (SPEC §5).
package protocol KeyValueStore: Sendable {
  /// The string stored under `key`, if any.
  func string(forKey key: String) -> String?
  /// The flag stored under `key`, if any.
  func bool(forKey key: String) -> Bool?
  /// Stores a string under `key`.
  func set(_ value: String, forKey key: String) throws(ServiceError)
  /// Stores a flag under `key`.
  func set(_ value: Bool, forKey key: String) throws(ServiceError)
  /// Removes whatever is stored under `key`.
  func removeValue(forKey key: String) throws(ServiceError)
  /// Removes every key.
  func removeAll() throws(ServiceError)
}
