import Foundation

/// A `TimerClock` that only moves when told: the tests' clock and the terminal app's
/// `--manual-clock`, which make every countdown deterministic.
///
/// `advance(by:)` wakes every sleeper that falls due, earliest first, and lets each one run its
/// main-actor work before going on, so a test can assert right after advancing. A cancelled
/// sleeper is dropped and woken with `CancellationError` at the moment it is cancelled, so
/// `sleeperCount` is exact right after a timer stops.
@MainActor
package final class ManualClock: TimerClock {
  /// How much time has passed since the clock was made.
  package private(set) var now: Duration = .zero
  private let sleepers = Sleepers()
  private var nextID = 0
  /// Sleepers that `advance` woke and whose tasks have run again since.
  private var resumedIDs: Set<Int> = []

  /// Creates a clock at time zero.
  package init() {}

  /// How many tasks are asleep on this clock.
  package var sleeperCount: Int { sleepers.count }

  /// Suspends until a test advances the clock past the deadline.
  package func sleep(for duration: Duration) async throws {
    nextID += 1
    let id = nextID
    let deadline = now + duration
    let sleepers = sleepers
    // The cancellation handler may run on any thread, so the sleepers sit behind a lock and
    // are removed there, synchronously, instead of in a task that runs some time later.
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        sleepers.add(id: id, deadline: deadline, continuation: continuation)
      }
    } onCancel: {
      sleepers.cancel(id: id)
    }
    // Back on the main actor: what the task does next, up to its next suspension, runs in this
    // same job, so `advance` knows the woken work is done once it sees this mark.
    resumedIDs.insert(id)
  }

  /// Moves time forward, waking every sleeper that falls due on the way, in deadline order.
  package func advance(by duration: Duration) async {
    let target = now + duration
    // A task started just before may not have reached its first sleep yet.
    await letWokenTasksRun()
    while let sleeper = sleepers.removeEarliest(dueBy: target) {
      now = sleeper.deadline
      sleeper.continuation.resume()
      await waitUntilResumed(sleeper.id)
    }
    now = target
  }

  /// Wakes every sleeper with `CancellationError`, as at the end of a test.
  package func cancelAll() {
    for sleeper in sleepers.removeAll() {
      sleeper.continuation.resume(throwing: CancellationError())
    }
  }

  // A task just started on the main actor is queued ahead of us; yielding lets it run first.
  private func letWokenTasksRun() async {
    for _ in 0..<4 { await Task.yield() }
  }

  // The woken task may reach the main actor only after a hop through the shared pool, which a
  // busy machine delays; waiting for its mark, not for a fixed number of yields, keeps ticks
  // from being skipped.
  private func waitUntilResumed(_ id: Int) async {
    while resumedIDs.remove(id) == nil { await Task.yield() }
  }
}

/// The tasks asleep on a `ManualClock`, behind a lock so that cancellation can reach them.
private final class Sleepers: @unchecked Sendable {
  struct Sleeper {
    let id: Int
    let deadline: Duration
    let continuation: CheckedContinuation<Void, any Error>
  }

  // Guarded by `lock`; @unchecked because NSLock-protected state is not visible to the compiler.
  private var waiting: [Sleeper] = []
  private let lock = NSLock()

  var count: Int { lock.withLock { waiting.count } }

  /// Adds a sleeper, or wakes it with `CancellationError` at once if its task is cancelled.
  ///
  /// The check is made under the lock: a cancellation that ran its handler before the sleeper
  /// was added has already set the flag, and one that comes later finds the sleeper here.
  func add(id: Int, deadline: Duration, continuation: CheckedContinuation<Void, any Error>) {
    let cancelled = lock.withLock {
      if Task.isCancelled { return true }
      waiting.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
      return false
    }
    if cancelled { continuation.resume(throwing: CancellationError()) }
  }

  /// Removes the sleeper `id`, if still asleep, and wakes it with `CancellationError`.
  func cancel(id: Int) {
    let sleeper = lock.withLock {
      waiting.firstIndex { $0.id == id }.map { waiting.remove(at: $0) }
    }
    sleeper?.continuation.resume(throwing: CancellationError())
  }

  /// Removes and returns the sleeper with the earliest deadline at or before `target`.
  func removeEarliest(dueBy target: Duration) -> Sleeper? {
    lock.withLock {
      let due = waiting.indices.filter { waiting[$0].deadline <= target }
      guard let index = due.min(by: { waiting[$0].deadline < waiting[$1].deadline }) else {
        return nil
      }
      return waiting.remove(at: index)
    }
  }

  /// Removes and returns every sleeper.
  func removeAll() -> [Sleeper] {
    lock.withLock {
      let all = waiting
      waiting.removeAll()
      return all
    }
  }
}
