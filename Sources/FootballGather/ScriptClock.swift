import Domain
import Foundation

/// The clock of `--manual-clock`: time moves only when a `wait` command advances it.
///
/// `advance(by:)` wakes each sleeper that falls due, in deadline order, and waits until its task
/// has run again, so the screen printed after a `wait` shows every tick.
@MainActor
final class ScriptClock: TimerClock {
  private struct Sleeper {
    let id: Int
    let deadline: Duration
    let continuation: CheckedContinuation<Void, any Error>
  }

  private var now: Duration = .zero
  private var nextID = 0
  private var sleepers: [Sleeper] = []
  private var resumed: Set<Int> = []

  /// Sleeps until a `wait` moves time past the deadline; a cancelled sleep ends at once.
  func sleep(for duration: Duration) async throws {
    nextID += 1
    let id = nextID
    let deadline = now + duration
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        if Task.isCancelled {
          continuation.resume(throwing: CancellationError())
        } else {
          sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
        }
      }
    } onCancel: {
      Task { @MainActor in self.cancel(id) }
    }
    resumed.insert(id)
  }

  /// Moves time forward, waking the sleepers that fall due on the way.
  func advance(by duration: Duration) async {
    let target = now + duration
    for _ in 0..<4 { await Task.yield() }
    while let index = sleepers.indices.filter({ sleepers[$0].deadline <= target })
      .min(by: { sleepers[$0].deadline < sleepers[$1].deadline })
    {
      let sleeper = sleepers.remove(at: index)
      now = sleeper.deadline
      sleeper.continuation.resume()
      while resumed.remove(sleeper.id) == nil { await Task.yield() }
    }
    now = target
  }

  private func cancel(_ id: Int) {
    guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return }
    sleepers.remove(at: index).continuation.resume(throwing: CancellationError())
  }
}
