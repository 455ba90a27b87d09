/// The Remember Me flag: the role of UserDefaults (SPEC §5).
package struct SettingsStore: Sendable {
  /// The key of the Remember Me flag.
  package static let rememberKey = "footballgather_remember"

  private let storage: any KeyValueStore

  /// Keeps the settings in `storage`.
  package init(storage: any KeyValueStore) {
    self.storage = storage
  }

  /// Whether the username is remembered; `true` when never set (SPEC §3.1).
  package var remember: Bool { storage.bool(forKey: Self.rememberKey) ?? true }

  /// Saves the Remember Me flag.
  package func setRemember(_ remember: Bool) throws(ServiceError) {
    try storage.set(remember, forKey: Self.rememberKey)
  }
}
