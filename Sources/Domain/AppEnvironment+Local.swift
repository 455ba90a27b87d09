import Foundation

extension AppEnvironment {
  /// The file names of the two stores inside the store folder.
  package static let credentialsFileName = "credentials.json"
  /// The settings store's file name.
  package static let settingsFileName = "settings.json"

  /// An environment on the local backend: data in `dataFile` (memory when `nil`), stores in
  /// `storeFolder` (memory when `nil`).
  ///
  /// Throws `storage` naming the first file that exists but cannot be read.
  package static func local(dataFile: URL?, storeFolder: URL?, clock: any TimerClock)
    throws(ServiceError) -> AppEnvironment
  {
    let backend = try LocalBackend(persistence: dataFile.map { .file($0) } ?? .memory)
    return try local(backend: backend, storeFolder: storeFolder, clock: clock)
  }

  /// An environment on an already opened backend, for callers that seed or configure it first.
  package static func local(backend: LocalBackend, storeFolder: URL?, clock: any TimerClock)
    throws(ServiceError) -> AppEnvironment
  {
    let keychain: any KeyValueStore
    let defaults: any KeyValueStore
    if let storeFolder {
      keychain = try FileKeyValueStore(
        file: storeFolder.appendingPathComponent(credentialsFileName))
      defaults = try FileKeyValueStore(file: storeFolder.appendingPathComponent(settingsFileName))
    } else {
      keychain = InMemoryKeyValueStore()
      defaults = InMemoryKeyValueStore()
    }
    let credentials = CredentialStore(storage: keychain)
    return AppEnvironment(
      auth: LocalAuthService(backend: backend, credentials: credentials),
      players: LocalPlayerService(backend: backend, credentials: credentials),
      gathers: LocalGatherService(backend: backend, credentials: credentials),
      credentials: credentials, settings: SettingsStore(storage: defaults), clock: clock,
      release: { backend.close() })
  }
}
