import Testing

@testable import UDF

/// An exhaustive test store: runs a reducer directly, checks the exact state change of every
/// action sent, and makes the test receive, in order, every action its effects send.
///
/// `finish()` fails on actions left unreceived or effects still running: a test never ends with
/// work it did not account for.
@MainActor
final class TestStore<R: Reducer> where R.Action: Equatable {
  /// The state after the last action reduced.
  private(set) var state: R.State
  private let reducer: R
  private var received: [R.Action] = []
  private var running: [Int: Task<Void, Never>] = [:]
  /// Cancelled effects not yet returned: `finish()` waits for them too, so what a cancelled effect
  /// does on its way out happens within the test.
  private var stopping: [Int: Task<Void, Never>] = [:]
  private var nextTask = 0
  private var cancellable: [Int: [CancelID]] = [:]

  /// A store over `reducer`, from `initialState`.
  init(initialState: R.State, reducer: R) {
    state = initialState
    self.reducer = reducer
  }

  /// How many effects are still running.
  var runningEffects: Int { running.count }

  /// Sends `action`; `update` turns the state before into the state expected after.
  func send(
    _ action: R.Action, sourceLocation: SourceLocation = #_sourceLocation,
    assert update: ((inout R.State) -> Void)? = nil
  ) {
    #expect(
      received.isEmpty, "Sent \(action) while \(received) was not received yet",
      sourceLocation: sourceLocation)
    reduce(action, update: update, sourceLocation: sourceLocation)
  }

  /// Waits for the next action an effect sends, expects it to be `action`, and checks its change.
  func receive(
    _ action: R.Action, sourceLocation: SourceLocation = #_sourceLocation,
    assert update: ((inout R.State) -> Void)? = nil
  ) async {
    // A deadline in yields, not time: it matters only when the action never comes.
    var yields = 0
    while received.isEmpty, yields < 10_000, !running.isEmpty {
      await Task.yield()
      yields += 1
    }
    guard !received.isEmpty else {
      Issue.record(
        "Expected to receive \(action), but nothing came", sourceLocation: sourceLocation)
      return
    }
    let next = received.removeFirst()
    #expect(next == action, "Received \(next), expected \(action)", sourceLocation: sourceLocation)
    reduce(next, update: update, sourceLocation: sourceLocation)
  }

  /// Waits for the effects still running; fails if any action was left unreceived or if work
  /// goes on after a short wait.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    var yields = 0
    while !running.isEmpty || !stopping.isEmpty, received.isEmpty, yields < 10_000 {
      await Task.yield()
      yields += 1
    }
    #expect(received.isEmpty, "Not received: \(received)", sourceLocation: sourceLocation)
    #expect(
      running.isEmpty, "\(running.count) effect(s) still running", sourceLocation: sourceLocation)
    #expect(
      stopping.isEmpty, "\(stopping.count) cancelled effect(s) never returned",
      sourceLocation: sourceLocation)
    for task in running.values { task.cancel() }
  }

  private func reduce(
    _ action: R.Action, update: ((inout R.State) -> Void)?, sourceLocation: SourceLocation
  ) {
    var expected = state
    update?(&expected)
    let effect = reducer.reduce(into: &state, action: action)
    #expect(
      state == expected && dumpLines(state) == dumpLines(expected),
      "State after \(action) differs:\nexpected \(dump(expected))\nactual   \(dump(state))",
      sourceLocation: sourceLocation)
    start(effect, ids: [])
  }

  private func start(_ effect: Effect<R.Action>, ids: [CancelID]) {
    switch effect.operation {
    case .none: break
    case .send(let action): received.append(action)
    case .merge(let effects): for effect in effects { start(effect, ids: ids) }
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { cancel(id) }
      start(effect, ids: ids + [id])
    case .cancel(let id): cancel(id)
    case .run(let work):
      let key = nextTask
      nextTask += 1
      let send = Send<R.Action> { [weak self] in self?.received.append($0) }
      cancellable[key] = ids
      running[key] = Task { [weak self] in
        await work(send)
        self?.running[key] = nil
        self?.stopping[key] = nil
      }
    }
  }

  private func cancel(_ id: CancelID) {
    for (key, ids) in cancellable where ids.contains(id) {
      running[key]?.cancel()
      stopping[key] = running[key]
      running[key] = nil
      cancellable[key] = nil
    }
  }

  private func dump(_ value: some Any) -> String {
    var text = ""
    Swift.dump(value, to: &text)
    return text
  }

  /// The dump's lines, sorted: two equal dictionaries (`TeamAssignment`'s lists) may list their
  /// entries in different orders, while `==` has already checked the structure; the lines still
  /// catch a field that `==` skips, such as a player's name.
  private func dumpLines(_ value: some Any) -> [Substring] {
    dump(value).split(separator: "\n").sorted()
  }
}
