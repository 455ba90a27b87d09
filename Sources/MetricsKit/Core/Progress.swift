import Foundation

/// Prints progress lines, with the seconds elapsed since the start, on standard error.
package struct Progress: Sendable {
  private let start = ContinuousClock.now
  private let quiet: Bool

  /// Creates a progress printer; a quiet one prints nothing.
  package init(quiet: Bool = false) { self.quiet = quiet }

  /// Prints `[  12.3s] message`.
  package func log(_ message: String) {
    guard !quiet else { return }
    let line = String(format: "[%6.1fs] ", (ContinuousClock.now - start).seconds) + message + "\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}
