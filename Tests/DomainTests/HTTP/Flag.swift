import Foundation

/// A one-way signal between a stub and a test: raised once, awaited any number of times.
final class Flag: @unchecked Sendable {
  // Guarded by `lock`.
  private var isRaised = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private let lock = NSLock()

  /// Raises the flag, releasing every waiter; later raises do nothing.
  func raise() {
    let released: [CheckedContinuation<Void, Never>] = lock.withLock {
      isRaised = true
      defer { waiting.removeAll() }
      return waiting
    }
    for waiter in released { waiter.resume() }
  }

  /// Returns once the flag is raised.
  func raised() async {
    await withCheckedContinuation { continuation in
      let now: Bool = lock.withLock {
        if isRaised { return true }
        waiting.append(continuation)
        return false
      }
      if now { continuation.resume() }
    }
  }
}
