import Domain

/// A `TimerClock` that only moves when a test says so.
///
/// `advance(by:)` wakes every sleeper that falls due, earliest first, and lets each one run its
/// main-actor work before going on, so a test can assert right after advancing.
@MainActor
package final class ManualClock: TimerClock {
  private struct Sleeper {
    let id: Int
    let deadline: Duration
    let continuation: CheckedContinuation<Void, any Error>
  }

  /// How much time has passed since the clock was made.
  package private(set) var now: Duration = .zero
  private var sleepers: [Sleeper] = []
  private var nextID = 0

  /// Creates a clock at time zero.
  package init() {}

  /// How many tasks are asleep on this clock.
  package var sleeperCount: Int { sleepers.count }

  /// Suspends until a test advances the clock past the deadline.
  package func sleep(for duration: Duration) async throws {
    nextID += 1
    let id = nextID
    let deadline = now + duration
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
      }
    } onCancel: {
      Task { @MainActor in self.cancelSleeper(id) }
    }
  }

  /// Moves time forward, waking every sleeper that falls due on the way, in deadline order.
  package func advance(by duration: Duration) async {
    let target = now + duration
    // A task started just before may not have reached its first sleep yet.
    await letWokenTasksRun()
    while let index = indexOfEarliestSleeper(dueBy: target) {
      let sleeper = sleepers.remove(at: index)
      now = sleeper.deadline
      sleeper.continuation.resume()
      await letWokenTasksRun()
    }
    now = target
  }

  /// Wakes every sleeper with `CancellationError`, as at the end of a test.
  package func cancelAll() {
    let woken = sleepers
    sleepers.removeAll()
    for sleeper in woken { sleeper.continuation.resume(throwing: CancellationError()) }
  }

  private func indexOfEarliestSleeper(dueBy target: Duration) -> Int? {
    sleepers.indices
      .filter { sleepers[$0].deadline <= target }
      .min { sleepers[$0].deadline < sleepers[$1].deadline }
  }

  private func cancelSleeper(_ id: Int) {
    guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return }
    sleepers.remove(at: index).continuation.resume(throwing: CancellationError())
  }

  // A woken sleeper resumes on the main actor, queued ahead of us; yielding lets it run first.
  private func letWokenTasksRun() async {
    for _ in 0..<4 { await Task.yield() }
  }
}
