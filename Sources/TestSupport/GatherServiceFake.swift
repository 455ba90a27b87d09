import Domain
import Foundation

/// An in-memory `GatherService` that records its calls and can fail or hold any operation.
///
/// Gathers get predictable ids: `GatherServiceFake.id(1)`, `.id(2)`, …
package final class GatherServiceFake: GatherService, @unchecked Sendable {
  /// The operations a test can make fail or suspend.
  package enum Operation: Hashable, Sendable { case create, addPlayer, end, gathers }

  /// One recorded call.
  package enum Call: Equatable, Sendable {
    case create
    case addPlayer(playerID: Int, gatherID: UUID, team: TeamSection)
    case end(gatherID: UUID, result: GatherResult)
    case gathers
  }

  /// Failure and suspension switches.
  package let control = FakeControl<Operation>()
  private let log = CallLog<Call>()
  // Guarded by `lock`.
  private var stored: [Gather] = []
  private var failingPlayerIDs: Set<Int> = []
  private let lock = NSLock()

  /// Creates a fake with no gathers.
  package init() {}

  /// The id the `n`th created gather gets.
  package static func id(_ number: Int) -> UUID {
    let suffix = String(number)
    let padded = String(repeating: "0", count: max(0, 12 - suffix.count)) + suffix
    return UUID(uuidString: "00000000-0000-0000-0000-" + padded) ?? UUID()
  }

  /// Every call so far, in order (add-player calls run concurrently, so their order may vary).
  package var calls: [Call] { log.calls }

  /// The gathers the fake holds now.
  package var storedGathers: [Gather] { lock.withLock { stored } }

  /// Makes adding only this player fail, with `notFound`, to test a partly failed start.
  package func failAdding(playerID: Int) {
    lock.withLock { _ = failingPlayerIDs.insert(playerID) }
  }

  package func createGather() async throws(ServiceError) -> UUID {
    log.append(.create)
    try await control.enter(.create)
    return lock.withLock {
      let gather = Gather(id: Self.id(stored.count + 1))
      stored.append(gather)
      return gather.id
    }
  }

  package func addPlayer(id playerID: Int, toGather gatherID: UUID, team: TeamSection)
    async throws(ServiceError)
  {
    log.append(.addPlayer(playerID: playerID, gatherID: gatherID, team: team))
    try await control.enter(.addPlayer)
    if lock.withLock({ failingPlayerIDs.contains(playerID) }) { throw .notFound }
  }

  package func endGather(id: UUID, result: GatherResult) async throws(ServiceError) {
    log.append(.end(gatherID: id, result: result))
    try await control.enter(.end)
    let found = lock.withLock {
      guard let index = stored.firstIndex(where: { $0.id == id }) else { return false }
      stored[index].score = result.score
      stored[index].winnerTeam = result.winnerTeam
      return true
    }
    guard found else { throw .notFound }
  }

  package func gathers() async throws(ServiceError) -> [Gather] {
    log.append(.gathers)
    try await control.enter(.gathers)
    return storedGathers
  }
}
