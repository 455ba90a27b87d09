import Foundation

/// Finds the command-line tools a run needs.
package struct ToolLocator: Sendable {
  private let path: [String]

  /// Creates a locator searching `PATH` from `environment`.
  package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
  }

  /// The first executable called `name` on `PATH`.
  package func onPath(_ name: String) -> URL? {
    path.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The `swift` driver.
  package func swift() throws(MetricsError) -> URL {
    guard let swift = onPath("swift") else { throw .missingTool("swift") }
    return swift
  }

  /// An LLVM tool of the toolchain: next to `swift` first, since a system llvm-profdata of
  /// another LLVM version cannot read the toolchain's profiles; then on `PATH`.
  package func llvmTool(_ name: String) throws(MetricsError) -> URL {
    if let swift = onPath("swift") {
      let sibling = swift.deletingLastPathComponent().appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling }
      let resolved = swift.resolvingSymlinksInPath().deletingLastPathComponent()
        .appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: resolved.path) { return resolved }
    }
    guard let tool = onPath(name) else { throw .missingTool(name) }
    return tool
  }
}
