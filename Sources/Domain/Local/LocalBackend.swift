import Foundation

/// The embedded server (SPEC §7.2): users, tokens, players and gathers, in memory or in one file.
///
/// It keeps the server's rules: unique usernames, a fresh random token per login, increasing
/// player ids, UUID gathers, and every player and gather scoped to its owner, so another user's id
/// is simply not found. Every change is saved before it becomes visible; if the save fails, the
/// change is dropped and the call throws `storage`.
package final class LocalBackend: @unchecked Sendable {
  /// Where the backend keeps its data.
  package enum Persistence: Sendable {
    /// Nothing is saved.
    case memory
    /// One JSON file, created owner-only.
    case file(URL)
  }

  /// Every operation a test can make fail or hold.
  package enum Operation: Hashable, Sendable, CaseIterable {
    case register, login
    case players, createPlayer, updatePlayer, deletePlayer
    case createGather, addPlayer, endGather, gathers
  }

  // Guarded by `lock`; @unchecked because NSLock-protected state is not visible to the compiler.
  private var state: LocalSnapshot
  private var injections = LocalInjections()
  private let saver: FileSaver?
  /// Held while the backend is open, so no other copy of the app writes the same file.
  private var fileLock: FileLock?
  private var isClosed = false
  private let lock = NSLock()
  /// The PBKDF2 iteration count for new accounts.
  let passwordIterations: Int

  /// The PBKDF2 iteration count used unless a test asks for fewer.
  ///
  /// OWASP suggests far more for a server; this store lives on the user's own machine and a debug
  /// build runs PBKDF2 unoptimized, so 20 000 keeps a debug login near 0.1 s while still making a
  /// stolen file slow to guess through.
  package static let defaultPasswordIterations = 20_000

  /// The PBKDF2 iteration count of a backend kept in memory (`--in-memory`): it writes no file a
  /// thief could take away to guess through, so the passwords are salted and hashed, once.
  package static let inMemoryPasswordIterations = 1

  /// Opens the backend; throws `storage` when an existing data file cannot be read or decoded.
  package convenience init(
    persistence: Persistence, passwordIterations: Int = LocalBackend.defaultPasswordIterations
  ) throws(ServiceError) {
    switch persistence {
    case .memory: try self.init(saver: nil, passwordIterations: passwordIterations)
    case .file(let url):
      try self.init(saver: FileSaver(url: url), passwordIterations: passwordIterations)
    }
  }

  /// Opens the backend over `saver` (or in memory when `nil`), so tests can interrupt saves.
  ///
  /// A file is checked before anything is written beside it: it must decode to a possible state
  /// and be writable. Then the backend takes the file's one-writer lock for its whole life (a
  /// second backend on the file is refused with `inUse`), removes the temporary files of saves
  /// that were killed, and reads the file again, as it stands now that nobody else can write it.
  package init(saver: FileSaver?, passwordIterations: Int) throws(ServiceError) {
    self.saver = saver
    self.passwordIterations = passwordIterations
    guard let saver else {
      state = LocalSnapshot()
      fileLock = nil
      return
    }
    _ = try Self.snapshot(from: saver)
    try saver.requireWritable()
    fileLock = try saver.lock()
    saver.removeOrphanedTemporaries()
    state = try Self.snapshot(from: saver)
  }

  /// The state in `saver`'s file: empty when there is no file, `corrupt` when it is impossible.
  private static func snapshot(from saver: FileSaver) throws(ServiceError) -> LocalSnapshot {
    guard let data = try saver.load() else { return LocalSnapshot() }
    do {
      return try LocalSnapshot.decode(data)
    } catch {
      throw .storage(path: saver.path, problem: error)
    }
  }

  /// Lets another backend open the file, as the end of the app's process does.
  ///
  /// The file's lock is released, and every later call throws `storage` with `closed`. Closing
  /// twice is harmless.
  package func close() {
    lock.withLock {
      fileLock = nil
      isClosed = true
    }
  }

  // MARK: - Test hooks

  /// Makes the next call of `operation` throw `error` without touching any data.
  package func failNext(_ operation: Operation, with error: ServiceError) {
    lock.withLock { injections.failures[operation] = error }
  }

  /// Makes the next call of `operation` wait for `release` before it runs.
  package func delayNext(
    _ operation: Operation, until release: @escaping @Sendable () async -> Void
  ) {
    lock.withLock { injections.delays[operation] = release }
  }

  /// Called by the services before each operation: waits out a delay, then throws a failure.
  func enter(_ operation: Operation) async throws(ServiceError) {
    let delay = lock.withLock { injections.delays.removeValue(forKey: operation) }
    if let delay { await delay() }
    let failure = lock.withLock { injections.failures.removeValue(forKey: operation) }
    if let failure { throw failure }
  }

  // MARK: - State

  /// Reads the current state.
  func read<T>(_ body: (LocalSnapshot) throws(ServiceError) -> T) throws(ServiceError) -> T {
    lock.lock()
    defer { lock.unlock() }
    try requireOpen()
    return try body(state)
  }

  /// Changes a copy of the state, saves it, and keeps it only once it is saved.
  func change<T>(_ body: (inout LocalSnapshot) throws(ServiceError) -> T) throws(ServiceError) -> T
  {
    lock.lock()
    defer { lock.unlock() }
    try requireOpen()
    var changed = state
    let result = try body(&changed)
    if let saver {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      guard let data = try? encoder.encode(changed) else {
        throw .storage(path: saver.path, problem: .system("the data could not be encoded"))
      }
      try saver.save(data)
    }
    state = changed
    return result
  }

  /// Throws `storage` with `closed` once `close()` was called; call it holding `lock`.
  private func requireOpen() throws(ServiceError) {
    guard isClosed else { return }
    throw .storage(path: saver?.path ?? Self.memoryPath, problem: .closed)
  }

  /// The path a memory backend's `storage` errors name.
  package static let memoryPath = "(in memory)"
}

/// The failures and delays waiting for their operation's next call.
struct LocalInjections {
  var failures: [LocalBackend.Operation: ServiceError] = [:]
  var delays: [LocalBackend.Operation: @Sendable () async -> Void] = [:]
}
