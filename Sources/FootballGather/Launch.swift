import Domain
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Turns options into a running environment: the backend, the stores and the clock.
enum Launch {
  /// The data file's name inside the data folder.
  static let dataFileName = "data.json"

  /// The user's data folder: `$XDG_DATA_HOME/football-gather`, else
  /// `~/.local/share/football-gather`.
  static func dataFolder(variables: [String: String], home: URL) -> URL {
    if let xdg = variables["XDG_DATA_HOME"], !xdg.isEmpty, xdg.hasPrefix("/") {
      return URL(fileURLWithPath: xdg).appendingPathComponent("football-gather")
    }
    return home.appendingPathComponent(".local/share/football-gather")
  }

  /// Builds the environment the options ask for; throws `storage` naming a file that cannot be
  /// read or a folder that cannot be made, and touches no file it cannot read.
  @MainActor
  static func environment(
    for options: Options, dataFolder: URL, clock: any TimerClock
  ) throws(ServiceError) -> AppEnvironment {
    switch options.backend {
    case .server(let url):
      // The stores make the folder at their first save: a run that never logs in leaves none.
      let keychain = try FileKeyValueStore(
        file: dataFolder.appendingPathComponent(AppEnvironment.credentialsFileName))
      let defaults = try FileKeyValueStore(
        file: dataFolder.appendingPathComponent(AppEnvironment.settingsFileName))
      let credentials = CredentialStore(storage: keychain)
      return .http(
        baseURL: url, session: makeSessionLeavingNoFolder(), credentials: credentials,
        settings: SettingsStore(storage: defaults), clock: clock)
    case .memory:
      let backend = try LocalBackend(
        persistence: .memory, passwordIterations: LocalBackend.inMemoryPasswordIterations)
      if options.demo { try backend.seedDemo() }
      try DemoSquad.add(options.demoPlayers, to: backend)
      return try .local(backend: backend, storeFolder: nil, clock: clock)
    case .standard:
      try makeOwnerOnlyFolder(dataFolder)
      return try local(
        dataFile: dataFolder.appendingPathComponent(dataFileName), options: options, clock: clock)
    case .file(let path):
      let file = URL(fileURLWithPath: path)
      return try local(dataFile: file, options: options, clock: clock)
    }
  }

  private static func local(dataFile: URL, options: Options, clock: any TimerClock)
    throws(ServiceError) -> AppEnvironment
  {
    let backend = try LocalBackend(persistence: .file(dataFile))
    let environment = try AppEnvironment.local(
      backend: backend, storeFolder: dataFile.deletingLastPathComponent(), clock: clock)
    if options.demo { try backend.seedDemo() }
    return environment
  }

  /// An HTTP session, without the empty folder Foundation on Linux makes for its cookie store.
  private static func makeSessionLeavingNoFolder() -> URLSession {
    #if canImport(FoundationNetworking)
      let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
        .first
      return CookieFolderCleanup(
        support: support, folderName: CookieFolderCleanup.folderName(of: Bundle.main)
      ).making { HTTPClient.makeSession() }
    #else
      // Apple's Foundation makes no such folder, and Application Support is shared by every app.
      return HTTPClient.makeSession()
    #endif
  }

  private static func makeOwnerOnlyFolder(_ folder: URL) throws(ServiceError) {
    do {
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
      throw .storage(
        path: folder.path,
        problem: code.map { StorageProblem(errno: Int32($0)) }
          ?? .system(error.localizedDescription))
    }
  }
}
