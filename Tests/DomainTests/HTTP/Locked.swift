import Foundation

/// A value guarded by a lock, for state shared between the stub and the tests.
///
/// `Mutex` would do, but it needs macOS 15 and the package supports macOS 14.
final class Locked<Value>: @unchecked Sendable {
  // Guarded by `lock`.
  private var value: Value
  private let lock = NSLock()

  /// Wraps `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}
