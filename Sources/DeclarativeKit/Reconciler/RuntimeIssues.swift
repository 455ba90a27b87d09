import Foundation

/// Where DeclarativeKit reports a problem that no host can take, such as a `@State` set while
/// its view is in no tree.
///
/// Problems a host can take go to the host (`ViewController.reportRuntimeIssue(_:)`) and its
/// window. The handler is task-local, so a test sees the issues of its own task only; without a
/// handler an issue is written to standard error.
@_spi(Hosting) public enum RuntimeIssues {
  /// Receives issues reported outside any host, in this task.
  @TaskLocal public static var handler: (@Sendable (String) -> Void)?

  static func report(_ message: String) {
    if let handler {
      handler(message)
    } else {
      FileHandle.standardError.write(Data("DeclarativeKit: \(message)\n".utf8))
    }
  }
}
