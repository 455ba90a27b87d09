import Foundation

/// A door that holds service calls until a test opens it, to observe a screen mid-call.
package final class Gate: @unchecked Sendable {
  // Guarded by `lock`.
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var arrivals = 0
  private var arrivalWatchers: [CheckedContinuation<Void, Never>] = []
  private let lock = NSLock()

  /// Creates a closed gate.
  package init() {}

  /// How many calls have reached the gate.
  package var arrivedCount: Int { lock.withLock { arrivals } }

  /// Called by a fake: waits here until the gate is opened.
  package func pass() async {
    await withCheckedContinuation { continuation in
      let resumeNow: Bool = lock.withLock {
        arrivals += 1
        let watchers = arrivalWatchers
        arrivalWatchers.removeAll()
        for watcher in watchers { watcher.resume() }
        if isOpen { return true }
        waiting.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Returns once at least one call is held at (or has passed) the gate.
  package func waitForArrival() async {
    await withCheckedContinuation { continuation in
      let resumeNow: Bool = lock.withLock {
        if arrivals > 0 { return true }
        arrivalWatchers.append(continuation)
        return false
      }
      if resumeNow { continuation.resume() }
    }
  }

  /// Lets every held call, and every later one, through.
  package func open() {
    let released: [CheckedContinuation<Void, Never>] = lock.withLock {
      isOpen = true
      let held = waiting
      waiting.removeAll()
      return held
    }
    for continuation in released { continuation.resume() }
  }
}
