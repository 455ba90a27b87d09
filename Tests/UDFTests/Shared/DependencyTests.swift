import Domain
import Foundation
import TestSupport
import Testing

@testable import UDF

/// `@Dependency` and `withDependencies`: a store keeps the values it was made with, and its
/// effects read them too, though they run in detached tasks.
@MainActor
@Suite struct DependencyTests {
  /// Loads the players' names, reading the service inside the effect.
  private struct Names: Reducer {
    @Dependency(\.playerService) var playerService

    enum Action: Equatable, Sendable {
      case load
      case loaded([String])
    }

    func reduce(into state: inout [String], action: Action) -> Effect<Action> {
      switch action {
      case .load:
        return .run { send in
          let players = (try? await playerService.players()) ?? []
          send(.loaded(players.map(\.name)))
        }
      case .loaded(let names):
        state = names
        return .none
      }
    }
  }

  private let names = Player.squad.map(\.name)

  @Test func givenAStoreWithAnOverride_whenAnEffectReadsTheDependency_thenItGetsTheOverride() async
  {
    // Given
    let fake = PlayerServiceFake(players: Player.squad)
    let store = Store(initialState: [], reducer: Names()) { $0.playerService = fake }

    // When
    await store.send(.load).finish()

    // Then
    #expect(store.state == names)
  }

  @Test func givenAStoreMadeWithinWithDependencies_whenSentOutsideIt_thenItKeepsTheOverride()
    async
  {
    // Given
    let fake = PlayerServiceFake(players: Player.squad)
    let store = withDependencies {
      $0.playerService = fake
    } operation: {
      Store(initialState: [], reducer: Names())
    }

    // When
    await store.send(.load).finish()

    // Then
    #expect(store.state == names)
    #expect(fake.calls.count == 1)
  }

  @Test func givenNoOverride_whenEveryCallOfADependencyIsMade_thenEachIsReportedAndFails() async {
    // Given
    let unset = Unimplemented()
    let log = Log()
    // The services' calls run off the main actor.
    let report: @Sendable (String) -> Void = { message in
      log.append(message)
    }

    // When
    let results: [Bool] = await RuntimeIssue.$reporter.withValue(report) {
      [
        (try? await unset.players()) == nil,
        (try? await unset.create(PlayerCreate(name: "A"))) == nil,
        (try? await unset.update(.fixture())) == nil,
        (try? await unset.delete(id: 1)) == nil,
        (try? await unset.createGather()) == nil,
        (try? await unset.addPlayer(id: 1, toGather: .init(), team: .teamA)) == nil,
        (try? await unset.endGather(id: .init(), result: .init(teamA: 0, teamB: 0))) == nil,
        (try? await unset.gathers()) == nil,
        (try? await unset.register(.fixture())) == nil,
        (try? await unset.login(.fixture())) == nil,
        (try? await unset.sleep(for: .seconds(1))) == nil,
      ]
    }

    // Then
    #expect(results == Array(repeating: true, count: 11))
    let messages = log.messages
    #expect(messages.count == 11)
    #expect(messages.allSatisfy { $0.hasSuffix("use withDependencies") })
  }

  @Test func givenTestValues_whenKeysAreRead_thenTheClockIsUnsetAndTheServicesToo() {
    // Given
    let values = DependencyValues(context: .test)

    // When, Then
    #expect(values.clock is Unimplemented)
    #expect(values.playerService is Unimplemented)
    #expect(values.gatherService is Unimplemented)
    #expect(DependencyValues().clock is SystemTimerClock)
  }
}

/// What a test collects, from any thread (a lock: the package supports macOS 14, before `Mutex`).
private final class Log: @unchecked Sendable {
  private let lock = NSLock()
  private var collected: [String] = []

  func append(_ message: String) {
    lock.withLock { collected.append(message) }
  }

  var messages: [String] { lock.withLock { collected } }
}
