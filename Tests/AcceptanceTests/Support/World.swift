import Domain
import Foundation
import TestSupport

/// What an app under test runs on: the real local backend, its stores and a manual clock.
///
/// Memory-only by default; on files in a fresh temporary folder where a restart matters. The
/// backend hashes passwords with one PBKDF2 round: the cost of a real login would dominate the
/// suite's time, and how passwords are hashed is Domain's business, tested there.
@MainActor
final class World {
  /// Where the backend and the stores keep their data.
  enum Storage: Sendable {
    /// Nothing outlives the world.
    case memory
    /// `data.json`, `credentials.json` and `settings.json` in a temporary folder.
    case files
  }

  /// The account the backend holds before the app starts.
  enum Account: Sendable {
    /// No account at all.
    case none
    /// `demo`/`demo` with these players, in this order.
    case demo(players: [PlayerCreate])
  }

  /// The `demo`/`demo` credentials.
  nonisolated static let demo = LocalBackend.demoCredentials
  /// Ana, Bruno, Carla, Dan, Eva and Filipe: the backend's demo squad, some fields unset.
  nonisolated static let squad = LocalBackend.demoPlayers

  /// The timer's clock; it moves only when a scenario or the walk advances it.
  let clock = ManualClock()
  /// The temporary folder of a world on files.
  let folder: TemporaryFolder?
  private(set) var backend: LocalBackend
  private(set) var environment: AppEnvironment

  /// A world holding `account`, on `storage`.
  init(account: Account, storage: Storage) throws {
    folder = storage == .files ? try TemporaryFolder() : nil
    backend = try Self.openBackend(in: folder)
    environment = try AppEnvironment.local(backend: backend, storeFolder: folder?.url, clock: clock)
    if case .demo(let players) = account {
      try backend.register(Self.demo)
      let token = try backend.login(Self.demo)
      for player in players { _ = try backend.createPlayer(player, token: token) }
    }
  }

  /// The backend's data file, for a world on files.
  var dataFile: URL? { folder?.file("data.json") }

  /// Quits the app as the terminal app does: the token is removed (SPEC §7.4), and the data
  /// file is left for the next start, as the end of the app's process leaves it.
  func quit() throws(ServiceError) {
    try environment.credentials.removeToken()
    backend.close()
  }

  /// Opens the backend and the stores again from their files, as a new start of the app does;
  /// throws `storage` naming the first file that cannot be read.
  func reopen() throws(ServiceError) {
    backend = try Self.openBackend(in: folder)
    environment = try AppEnvironment.local(backend: backend, storeFolder: folder?.url, clock: clock)
  }

  /// Replaces the folder by a plain file, so no save can succeed; `repairFolder` undoes it.
  func breakFolder() throws {
    guard let folder else { return }
    folder.remove()
    try Data("not a folder".utf8).write(to: folder.url)
  }

  /// Makes the folder a folder again, empty.
  func repairFolder() throws {
    guard let folder else { return }
    folder.remove()
    try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
  }

  /// Stops every timer still asleep and deletes the folder.
  func tearDown() {
    clock.cancelAll()
    folder?.remove()
  }

  // MARK: - What the backend holds

  /// The players of the account signed in with `credentials`, as the backend holds them.
  func players(of credentials: Credentials = World.demo) throws -> [Player] {
    try backend.players(token: backend.login(credentials))
  }

  /// The players of the user whose token the app holds now.
  func playersOfSignedInUser() throws -> [Player] {
    try backend.players(token: environment.credentials.token)
  }

  /// The gathers of `demo`, oldest first.
  func gathers() throws -> [Gather] {
    try backend.gathers(token: backend.login(World.demo))
  }

  /// The names and teams of a gather's players, sorted by name (they are added concurrently).
  func members(of gather: Gather) throws -> [String] {
    let token = try backend.login(World.demo)
    let names = Dictionary(
      uniqueKeysWithValues: try backend.players(token: token).map { ($0.id, $0.name) })
    return try backend.members(ofGather: gather.id, token: token)
      .map { "\(names[$0.playerID] ?? "?") in \($0.team.title)" }.sorted()
  }

  /// Deletes `name` from `demo`'s players, as another device of the same user would.
  func deleteElsewhere(_ name: String) throws {
    let token = try backend.login(World.demo)
    let player = try backend.players(token: token).first { $0.name == name }
    try backend.deletePlayer(id: player?.id ?? -1, token: token)
  }

  /// Creates a player for `demo`, as another device of the same user would.
  func createElsewhere(_ player: PlayerCreate) throws {
    _ = try backend.createPlayer(player, token: backend.login(World.demo))
  }

  private static func openBackend(in folder: TemporaryFolder?) throws(ServiceError)
    -> LocalBackend
  {
    let persistence: LocalBackend.Persistence =
      folder.map { .file($0.file("data.json")) } ?? .memory
    return try LocalBackend(persistence: persistence, passwordIterations: 1)
  }
}
