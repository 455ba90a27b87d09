import Domain
import Testing

@testable import UDF

/// `StackState`: the pushed screens as state, and `forEach`, which cancels a popped screen's work.
@MainActor
@Suite struct StackStateTests {
  /// A stack of counters, each screen's action starting a tick loop or counting.
  private struct Parent: Equatable, Sendable {
    var stack = StackState<Int>()
  }

  private enum Child: Equatable, Sendable { case start, tick }

  /// A screen whose `start` ticks every second until cancelled, and whose `tick` counts.
  private static func child(_ clock: ManualClock)
    -> @MainActor @Sendable (inout Int, Child) ->
    Effect<Child>
  {
    { count, child in
      switch child {
      case .start:
        return .run { send in
          while true {
            do { try await clock.sleep(for: .seconds(1)) } catch { return }
            send(.tick)
          }
        }
      case .tick:
        count += 1
        return .none
      }
    }
  }

  /// The parent's own handling `parent`, with `forEach` running a counter on each screen.
  private static func stack(
    _ clock: ManualClock,
    parent:
      @escaping @MainActor @Sendable (inout Parent, StackAction<Int, Child>) -> Effect<
        StackAction<Int, Child>
      >
  ) -> some Reducer<Parent, StackAction<Int, Child>> {
    Reduce(parent).forEach(\.stack, action: { $0 }, element: { Reduce(Self.child(clock)) })
  }

  private func makeStore(clock: ManualClock, stack: StackState<Int>)
    -> Store<Parent, StackAction<Int, Child>>
  {
    Store(initialState: Parent(stack: stack), reducer: Self.stack(clock) { _, _ in .none })
  }

  @Test func givenEmptyStack_whenTwoAreAppended_thenIdsGrowAndEachIsReadAndWrittenById() {
    // Given
    var stack = StackState<String>()

    // When
    let first = stack.append("list")
    let second = stack.append("detail")
    stack[id: second] = "edit"
    stack[id: StackElementID(rawValue: 9)] = "nowhere"
    stack[id: first] = nil

    // Then
    #expect(first < second)
    #expect(stack.ids == [first, second])
    #expect(stack[id: first] == "list")
    #expect(stack[id: second] == "edit")
    #expect(stack[id: StackElementID(rawValue: 9)] == nil)
    #expect(stack.firstID { $0.hasPrefix("e") } == second)
    #expect(stack.firstID { $0.isEmpty } == nil)
  }

  @Test func givenThreeScreens_whenPoppedFromTheMiddle_thenItAndThoseAboveLeaveAndIdsAreNotReused()
  {
    // Given
    var stack = StackState<String>()
    let list = stack.append("list")
    let detail = stack.append("detail")
    stack.append("edit")

    // When
    stack.pop(from: detail)
    stack.pop(from: detail)
    let add = stack.append("add")

    // Then
    #expect(stack.ids == [list, add])
    #expect(add.rawValue == 3)
  }

  @Test func givenAPushedScreenWithRunningWork_whenPopped_thenItsWorkIsCancelled() async {
    // Given
    let clock = ManualClock()
    var stack = StackState<Int>()
    let id = stack.append(0)
    let store = makeStore(clock: clock, stack: stack)
    store.send(.element(id: id, action: .start))
    await clock.advance(by: .seconds(2))
    let countBeforePop = store.state.stack[id: id]

    // When
    await store.send(.popFrom(id: id)).finish()
    await clock.advance(by: .seconds(3))

    // Then
    #expect(countBeforePop == 2)
    #expect(store.state.stack.ids.isEmpty)
    #expect(clock.sleeperCount == 0)
  }

  @Test func givenTwoScreensWithWork_whenTheTopOneIsPopped_thenOnlyTheBottomOneGoesOn() async {
    // Given
    let clock = ManualClock()
    var stack = StackState<Int>()
    let bottom = stack.append(0)
    let top = stack.append(0)
    let store = makeStore(clock: clock, stack: stack)
    store.send(.element(id: bottom, action: .start))
    store.send(.element(id: top, action: .start))
    await clock.advance(by: .seconds(1))

    // When
    store.send(.popFrom(id: top))
    await clock.advance(by: .seconds(2))

    // Then
    #expect(store.state.stack.ids == [bottom])
    #expect(store.state.stack[id: bottom] == 3)
    #expect(clock.sleeperCount == 1)
    clock.cancelAll()
  }

  @Test func givenAnActionForAScreenNotOnTheStack_whenReduced_thenItIsReportedAndNothingRuns()
    async
  {
    // Given
    let clock = ManualClock()
    let store = makeStore(clock: clock, stack: StackState())

    // When
    await withKnownIssue {
      await RuntimeIssue.$reporter.withValue({ Issue.record("\($0)") }) {
        await store.send(.element(id: StackElementID(rawValue: 4), action: .start)).finish()
      }
    } matching: {
      $0.description.contains("not on the stack")
    }
    await clock.advance(by: .zero)

    // Then
    #expect(store.state == Parent())
    #expect(clock.sleeperCount == 0)
  }

  @Test func givenAStack_whenAStateIsPushed_thenItJoinsAsItsIdAndAnIdGivenBeforeIsRefused() async {
    // Given
    let clock = ManualClock()
    var stack = StackState<Int>()
    let bottom = stack.append(0)
    let store = makeStore(clock: clock, stack: stack)
    let pushed = store.state.stack.nextPushID

    // When: a link's push, then one naming an id the stack has given
    store.send(.push(id: pushed, state: 7))
    await withKnownIssue {
      await RuntimeIssue.$reporter.withValue({ Issue.record("\($0)") }) {
        await store.send(.push(id: bottom, state: 9)).finish()
      }
    } matching: {
      $0.description.contains("an id the stack has given")
    }
    var appended = store.state.stack
    let next = appended.append(1)

    // Then
    #expect(store.state.stack.ids == [bottom, pushed])
    #expect(store.state.stack[id: pushed] == 7)
    #expect(next.rawValue == pushed.rawValue + 1)
  }

  @Test func givenTwoComponents_whenCompared_thenOnesOnTheStackMatchByIdAndOnesToPushByState() {
    // Given
    typealias Component = StackState<String>.Component
    let id = StackElementID(rawValue: 2)

    // When
    let components: Set<Component> = [.onStack(id), .onStack(id), .toPush("a"), .toPush("b")]

    // Then
    #expect(components.count == 3)
    #expect(Component.onStack(id) != .toPush("a"))
  }

  @Test func givenAScreenWithWork_whenTheParentPopsItInItsOwnHandling_thenItsWorkIsCancelled()
    async
  {
    // Given: a parent that pops the screen when it ticks a second time
    let clock = ManualClock()
    var stack = StackState<Int>()
    let id = stack.append(0)
    let store = Store(
      initialState: Parent(stack: stack),
      reducer: Self.stack(clock) { state, _ in
        if state.stack[id: id] == 2 { state.stack.pop(from: id) }
        return .none
      })
    store.send(.element(id: id, action: .start))

    // When
    await clock.advance(by: .seconds(5))

    // Then: popped at 2, and no tick after it
    #expect(store.state.stack.ids.isEmpty)
    #expect(clock.sleeperCount == 0)
  }
}
