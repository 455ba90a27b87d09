import Domain
import TestSupport
import Testing

@testable import UDF

/// The store's runtime: the order actions are reduced in, when observers hear, what
/// `send(_:).finish()` waits for, and `scope`'s child stores, as each pushed screen gets.
@MainActor
@Suite struct StoreTests {
  /// Actions of a small log: each reduced action appends its name to the state.
  private enum Step: Equatable, Sendable {
    case start, first, second, third, same, load, loaded, done
  }

  /// A store whose state is the names of the actions reduced, over `effects` for each action.
  private func makeStore(
    _ effects: @escaping @MainActor (Step) -> Effect<Step>
  ) -> Store<[Step], Step> {
    recordingStore([Step]()) { state, action in
      if action != .same { state.append(action) }
      return effects(action)
    }.store
  }

  @Test func givenAnActionSendingTwoMore_whenSent_thenEachIsReducedAfterTheOneBeforeInOrder() {
    // Given
    let store = makeStore { action in
      switch action {
      case .start: .merge(.send(.first), .send(.second))
      case .first: .send(.third)
      default: .none
      }
    }

    // When
    store.send(.start)

    // Then: .third waits behind .second, which was queued first
    #expect(store.state == [.start, .first, .second, .third])
  }

  @Test func givenAnObserverThatSends_whenItIsToldOfAChange_thenItsActionWaitsForTheCurrentOne() {
    // Given: the first observer sends when it sees .start; the second records what it sees
    let store = makeStore { _ in .none }
    let owner = Owner()
    var seen: [[Step]] = []
    store.observe(on: owner) { _, state in
      if state == [.start] { store.send(.first) }
    }
    store.observe(on: owner) { _, state in seen.append(state) }

    // When
    store.send(.start)

    // Then: reduced after .start's observers were all told, so every observer sees states in order
    #expect(store.state == [.start, .first])
    #expect(seen == [[], [.start], [.start, .first]])
  }

  @Test func givenObserver_whenAnActionLeavesTheStateEqual_thenTheObserverIsNotTold() {
    // Given
    let store = makeStore { _ in .none }
    let owner = Owner()
    var renders = 0
    store.observe(on: owner) { _, _ in renders += 1 }

    // When
    store.send(.same)
    store.send(.same)
    store.send(.first)

    // Then: once on observing, once for the one change
    #expect(renders == 2)
  }

  @Test func givenObserverWhoseOwnerIsGone_whenStateChanges_thenItIsDroppedAndNotCalled() {
    // Given
    let store = makeStore { _ in .none }
    var renders = 0
    var owner: Owner? = Owner()
    if let owner { store.observe(on: owner) { _, _ in renders += 1 } }
    owner = nil

    // When
    store.send(.first)
    store.send(.second)

    // Then
    #expect(renders == 1)
    #expect(owner == nil)
  }

  @Test func givenAnEffectWhoseActionStartsAnother_whenFinishIsAwaited_thenTheWholeChainHasRun()
    async
  {
    // Given
    let store = makeStore { action in
      switch action {
      case .load: .run { send in send(.loaded) }
      case .loaded: .run { send in send(.done) }
      default: .none
      }
    }

    // When
    let task = store.send(.load)
    let before = store.state
    await task.finish()

    // Then
    #expect(before == [.load])
    #expect(store.state == [.load, .loaded, .done])
  }

  @Test func givenCancellableWork_whenCancelIsSent_thenItsSendsAreDropped() async {
    // Given
    let gate = Gate()
    let store = makeStore { action in
      switch action {
      case .load:
        .run { send in
          await gate.pass()
          send(.loaded)
        }
        .cancellable(id: "load")
      case .first: .cancel(id: "load")
      default: .none
      }
    }
    let load = store.send(.load)
    await gate.waitForArrival()

    // When
    store.send(.first)
    gate.open()
    await load.finish()

    // Then
    #expect(store.state == [.load, .first])
  }

  @Test func givenWorkInFlight_whenTheSameIdStartsWithCancelInFlight_thenOnlyTheLastOneSends()
    async
  {
    // Given
    let gate = Gate()
    let store = makeStore { action in
      guard action == .load else { return .none }
      return .run { send in
        await gate.pass()
        send(.loaded)
      }
      .cancellable(id: "load", cancelInFlight: true)
    }
    let first = store.send(.load)
    let second = store.send(.load)

    // When
    gate.open()
    await first.finish()
    await second.finish()

    // Then
    #expect(store.state == [.load, .load, .loaded])
  }

  @Test func givenWorkInFlight_whenTheSameIdStartsWithoutCancelInFlight_thenBothSend() async {
    // Given
    let gate = Gate()
    let store = makeStore { action in
      guard action == .load else { return .none }
      return .run { send in
        await gate.pass()
        send(.loaded)
      }
      .cancellable(id: "load")
    }
    let first = store.send(.load)
    let second = store.send(.load)

    // When
    gate.open()
    await first.finish()
    await second.finish()

    // Then
    #expect(store.state == [.load, .load, .loaded, .loaded])
  }

  @Test func givenWorkAsleepOnTheClock_whenCancelled_thenItsSleepEndsAtOnce() async {
    // Given
    let clock = ManualClock()
    let store = makeStore { action in
      switch action {
      case .load:
        .run { send in
          do { try await clock.sleep(for: .seconds(1)) } catch { return }
          send(.loaded)
        }
        .cancellable(id: 1)
      case .first: .cancel(id: 1)
      default: .none
      }
    }
    let load = store.send(.load)
    await clock.advance(by: .zero)
    let asleep = clock.sleeperCount

    // When
    store.send(.first)
    await load.finish()
    await clock.advance(by: .seconds(2))

    // Then
    #expect(asleep == 1)
    #expect(clock.sleeperCount == 0)
    #expect(store.state == [.load, .first])
  }

  // MARK: - scope

  /// A parent holding an optional child value; the child's only action sets it.
  private struct Parent: Equatable, Sendable {
    var child: Int?
    var other = 0
  }

  private enum ParentAction: Equatable, Sendable {
    case child(Int)
    case clear
    case other
  }

  private func makeParent() -> (Store<Parent, ParentAction>, RecordingReducer<Parent, ParentAction>)
  {
    recordingStore(Parent(child: 1)) { state, action in
      switch action {
      case .child(let value): state.child = value
      case .clear: state.child = nil
      case .other: state.other += 1
      }
      return .none
    }
  }

  private func scope(_ parent: Store<Parent, ParentAction>) -> Store<Int, Int> {
    parent.scope(1, state: \.child, action: ParentAction.child)
  }

  @Test func givenAChildStore_whenItSends_thenTheParentGetsTheActionAndTheChildFollows() async {
    // Given
    let (parent, recorder) = makeParent()
    let child = scope(parent)

    // When
    await child.send(5).finish()

    // Then
    #expect(recorder.actions == [.child(5)])
    #expect(parent.state.child == 5)
    #expect(child.state == 5)
  }

  @Test func givenAChildStore_whenTheParentChangesOnlyOtherState_thenTheChildIsNotTold() {
    // Given
    let (parent, _) = makeParent()
    let child = scope(parent)
    let owner = Owner()
    var renders: [Int] = []
    child.observe(on: owner) { _, state in renders.append(state) }

    // When
    parent.send(.other)
    parent.send(.child(3))

    // Then
    #expect(renders == [1, 3])
  }

  @Test func givenAChildStore_whenItsStateLeavesTheParent_thenItKeepsItsLastState() {
    // Given
    let (parent, _) = makeParent()
    let child = scope(parent)
    parent.send(.child(7))

    // When
    parent.send(.clear)

    // Then
    #expect(parent.state.child == nil)
    #expect(child.state == 7)
  }

  @Test func givenAChildStoreWhoseParentIsGone_whenItSends_thenNothingHappensAndFinishReturns()
    async
  {
    // Given
    var parent: Store<Parent, ParentAction>? = makeParent().0
    let child = parent.map(scope)
    parent = nil

    // When
    await child?.send(9).finish()

    // Then
    #expect(parent == nil)
    #expect(child?.state == 1)
  }

  @Test func givenATaskAwaitingALongLivingEffect_whenTheTaskIsCancelled_thenTheEffectStops() async {
    // Given: a tick loop on the manual clock, asleep, awaited as a view's `.task` awaits it
    let clock = ManualClock()
    let store = makeStore { action in
      guard action == .start else { return .none }
      return .run { send in
        while (try? await clock.sleep(for: .seconds(1))) != nil { send(.first) }
      }
    }
    let sent = store.send(.start)
    let view = Task { await sent.finish() }
    #expect(await waitUntil { clock.sleeperCount == 1 })

    // When: the view goes, its task cancelled
    view.cancel()

    // Then: the loop stopped sleeping, and no tick comes
    #expect(await waitUntil { clock.sleeperCount == 0 })
    await clock.advance(by: .seconds(3))
    #expect(store.state == [.start])
  }

  @Test func givenNoAlertPresented_whenAnAlertActionArrives_thenTheLiveStoreReportsIt() {
    // Given: a store reducing through the alert's `ifLet`, and a reporter collecting
    let store = Store(
      initialState: AlertState<Never>?.none,
      reducer: Reduce<AlertState<Never>?, PresentationAction<Never>> { _, _ in .none }
        .ifLet(\.self, action: { $0 }))
    let reports = ReportLog()

    // When
    let report: @Sendable (String) -> Void = { message in
      MainActor.assumeIsolated { reports.append(message) }
    }
    RuntimeIssue.$reporter.withValue(report) { store.send(.dismiss) }

    // Then
    #expect(reports.messages == ["dismiss was sent while no alert is presented"])
  }

}

/// An object to observe on.
final class Owner {}

/// The runtime issues a test collects; the store reports them on the main actor.
@MainActor
private final class ReportLog {
  /// The messages so far.
  private(set) var messages: [String] = []

  /// Adds `message`.
  func append(_ message: String) { messages.append(message) }
}
