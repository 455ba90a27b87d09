import Domain
import Foundation

/// An in-memory `PlayerService` that records its calls and can fail or hold any operation.
package final class PlayerServiceFake: PlayerService, @unchecked Sendable {
  /// The operations a test can make fail or suspend.
  package enum Operation: Hashable, Sendable { case players, create, update, delete }

  /// One recorded call.
  package enum Call: Equatable, Sendable {
    case players
    case create(PlayerCreate)
    case update(Player)
    case delete(id: Int)

    // Players compare by id; a spy must see every field, so compare contents here.
    package static func == (lhs: Call, rhs: Call) -> Bool {
      switch (lhs, rhs) {
      case (.players, .players): true
      case (.create(let left), .create(let right)): left == right
      case (.update(let left), .update(let right)): left.hasSameContents(as: right)
      case (.delete(let left), .delete(let right)): left == right
      default: false
      }
    }
  }

  /// Failure and suspension switches.
  package let control = FakeControl<Operation>()
  private let log = CallLog<Call>()
  // Guarded by `lock`.
  private var stored: [Player]
  private var nextID: Int
  private let lock = NSLock()

  /// Creates the fake holding `players`; new ids continue after the highest one.
  package init(players: [Player] = []) {
    stored = players
    nextID = (players.map(\.id).max() ?? 0) + 1
  }

  /// Every call so far, in order.
  package var calls: [Call] { log.calls }

  /// The players the fake holds now.
  package var storedPlayers: [Player] { lock.withLock { stored } }

  package func players() async throws(ServiceError) -> [Player] {
    log.append(.players)
    try await control.enter(.players)
    return storedPlayers
  }

  @discardableResult
  package func create(_ player: PlayerCreate) async throws(ServiceError) -> Int {
    log.append(.create(player))
    try await control.enter(.create)
    return lock.withLock {
      let id = nextID
      nextID += 1
      stored.append(player.player(id: id))
      return id
    }
  }

  package func update(_ player: Player) async throws(ServiceError) {
    log.append(.update(player))
    try await control.enter(.update)
    let found = lock.withLock {
      guard let index = stored.firstIndex(of: player) else { return false }
      stored[index] = player
      return true
    }
    guard found else { throw .notFound }
  }

  package func delete(id: Int) async throws(ServiceError) {
    log.append(.delete(id: id))
    try await control.enter(.delete)
    let found = lock.withLock {
      guard let index = stored.firstIndex(where: { $0.id == id }) else { return false }
      stored.remove(at: index)
      return true
    }
    guard found else { throw .notFound }
  }
}
