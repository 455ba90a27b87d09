import Testing

@testable import UDF

/// An exhaustive test store: runs a reducer directly, checks the exact state change of every
/// action sent, and makes the test receive, in order, every action its effects send.
///
/// A test never ends with work it did not account for: when the store goes away at the end of the
/// test (or at `finish()`, which first waits for running effects), actions left unreceived and
/// effects still running fail the test. A runtime issue reported while reducing fails it too.
@MainActor
final class TestStore<R: Reducer> where R.Action: Equatable {
  /// The state after the last action reduced.
  private(set) var state: R.State
  private let reducer: R
  /// What the reducer and its effects read through `@Dependency`.
  private let dependencies: DependencyValues
  /// How long `receive` and `finish` wait for effects; it matters only when a test fails.
  private let timeout: Duration
  private let createdAt: SourceLocation
  private var received: [R.Action] = []
  private var running: [Int: Task<Void, Never>] = [:]
  /// Cancelled effects not yet returned: `finish()` waits for them too, so what a cancelled effect
  /// does on its way out happens within the test.
  private var stopping: [Int: Task<Void, Never>] = [:]
  private var nextTask = 0
  private var cancellable: [Int: [CancelID]] = [:]
  /// Waits parked until an effect sends an action or ends: no polling, so a test waiting here
  /// leaves the main actor to the effects (and to the other tests running beside it).
  private var waiters: [CheckedContinuation<Void, Never>] = []
  private var timedOut = false

  /// A store over `reducer`, from `initialState`, on test dependencies changed by
  /// `prepareDependencies`, as TCA's `TestStore(initialState:reducer:withDependencies:)`.
  init(
    initialState: R.State, reducer: R, timeout: Duration = .seconds(30),
    sourceLocation: SourceLocation = #_sourceLocation,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    state = initialState
    self.reducer = reducer
    var dependencies = DependencyValues(context: .test)
    prepareDependencies(&dependencies)
    self.dependencies = dependencies
    self.timeout = timeout
    createdAt = sourceLocation
  }

  // Runs where the test drops its last reference, inside the test: what is left fails it.
  deinit {
    if !received.isEmpty {
      Issue.record("The test ended with \(received) not received", sourceLocation: createdAt)
    }
    if !running.isEmpty {
      Issue.record(
        "The test ended with \(running.count) effect(s) still running", sourceLocation: createdAt)
    }
    for task in running.values { task.cancel() }
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
    await waitForEffects { !$0.received.isEmpty || $0.running.isEmpty }
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
  /// goes on until the time bound.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) async {
    await waitForEffects {
      !$0.received.isEmpty || ($0.running.isEmpty && $0.stopping.isEmpty)
    }
    #expect(received.isEmpty, "Not received: \(received)", sourceLocation: sourceLocation)
    #expect(
      running.isEmpty, "\(running.count) effect(s) still running", sourceLocation: sourceLocation)
    #expect(
      stopping.isEmpty, "\(stopping.count) cancelled effect(s) never returned",
      sourceLocation: sourceLocation)
    // Reported once: the end of the test has nothing more to say.
    received.removeAll()
    for task in running.values { task.cancel() }
    running.removeAll()
  }

  /// Lets the effects run until `isDone` or the time bound, woken by each thing they do.
  private func waitForEffects(until isDone: (TestStore) -> Bool) async {
    guard !isDone(self) else { return }
    timedOut = false
    let timeout = timeout
    let bound = Task { [weak self] in
      // The bound of a test that fails; a passing one is woken by its effects long before.
      guard (try? await Task.sleep(for: timeout)) != nil else { return }
      self?.timedOut = true
      self?.wakeWaiters()
    }
    defer { bound.cancel() }
    while !isDone(self), !timedOut {
      await withCheckedContinuation { waiters.append($0) }
    }
  }

  /// Resumes every wait, which checks again whether it is done.
  private func wakeWaiters() {
    let parked = waiters
    waiters = []
    for waiter in parked { waiter.resume() }
  }

  private func reduce(
    _ action: R.Action, update: ((inout R.State) -> Void)?, sourceLocation: SourceLocation
  ) {
    var expected = state
    update?(&expected)
    let report: @Sendable (String) -> Void = { message in
      Issue.record("Runtime issue: \(message)", sourceLocation: sourceLocation)
    }
    let effect = RuntimeIssue.$reporter.withValue(report) {
      DependencyValues.$current.withValue(dependencies) {
        reducer.reduce(into: &state, action: action)
      }
    }
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
      let send = Send<R.Action> { [weak self] in
        self?.received.append($0)
        self?.wakeWaiters()
      }
      cancellable[key] = ids
      running[key] = Task { [weak self] in
        await work(send)
        self?.running[key] = nil
        self?.stopping[key] = nil
        self?.wakeWaiters()
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
