import Foundation

/// A mistake in how the app's actions were routed, not the user's: an action for a screen no
/// longer on the stack, or for a screen of another kind.
///
/// Reported, never dropped in silence: the app logs it and runs on, and the test store sets
/// `reporter` for the actions it reduces, so the issue fails the test that caused it. A task-local,
/// not a global: each test store's reports stay its own.
enum RuntimeIssue {
  /// Where reports go while an action is reduced; by default, the standard error.
  @TaskLocal static var reporter: @Sendable (String) -> Void = { message in
    FileHandle.standardError.write(Data("UDF runtime issue: \(message)\n".utf8))
  }

  /// Reports `message`.
  static func report(_ message: String) {
    reporter(message)
  }
}
