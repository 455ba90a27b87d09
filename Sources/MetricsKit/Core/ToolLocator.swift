import Foundation

/// Finds the command-line tools a run needs.
package struct ToolLocator: Sendable {
  private let path: [String]
  private let platform: HostPlatform
  private let xcrun: URL

  /// Creates a locator searching `PATH` from `environment`; on Darwin it asks `xcrun` first.
  package init(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    platform: HostPlatform = .current, xcrun: URL = URL(fileURLWithPath: "/usr/bin/xcrun")
  ) {
    path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
    self.platform = platform
    self.xcrun = xcrun
  }

  /// The first executable called `name` on `PATH`.
  package func onPath(_ name: String) -> URL? {
    path.lazy.map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// The first executable called `name` on `PATH` (`swift`, `git`); fails when there is none.
  package func tool(_ name: String) throws(MetricsError) -> URL {
    guard let tool = onPath(name) else { throw .missingTool(name) }
    return tool
  }

  /// An LLVM tool of the toolchain: on Darwin what `xcrun --find` names, since `/usr/bin/swift`
  /// there is a shim with no tools beside it; else next to `swift` first, since a system
  /// llvm-profdata of another LLVM version cannot read the toolchain's profiles; then on `PATH`.
  package func llvmTool(_ name: String) throws(MetricsError) -> URL {
    if platform == .darwin, let found = find(name) { return found }
    // Beside `swift` as found on `PATH`, then beside the file its symlinks lead to.
    for swift in onPath("swift").map({ [$0, $0.resolvingSymlinksInPath()] }) ?? [] {
      let sibling = swift.deletingLastPathComponent().appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: sibling.path) { return sibling }
    }
    return try tool(name)
  }

  /// The toolchain's `docc`: it ships beside `swift` (or is named by `xcrun` on Darwin) like the
  /// LLVM tools, so it is looked for the same way.
  package func docc() throws(MetricsError) -> URL { try llvmTool("docc") }

  /// The programs that run a macOS test bundle, all asked of `xcrun`.
  package func darwinTestTools() throws(MetricsError) -> DarwinTestTools {
    // `xcrun --find swift` names the toolchain's real driver; SwiftPM's helpers sit beside it.
    guard let swift = find("swift") else { throw .missingTool("swift (xcrun --find swift)") }
    guard let xctest = find("xctest") else { throw .missingTool("xctest (xcrun --find xctest)") }
    guard let platform = xcrunLine(["--sdk", "macosx", "--show-sdk-platform-path"]) else {
      throw .missingTool("the macOS SDK platform (xcrun --sdk macosx --show-sdk-platform-path)")
    }
    return DarwinTestTools(
      swift: swift, xctest: xctest, platform: URL(fileURLWithPath: platform))
  }

  /// The executable `xcrun --find name` names, if it names one.
  private func find(_ name: String) -> URL? {
    guard let line = xcrunLine(["--find", name]) else { return nil }
    let tool = URL(fileURLWithPath: line)
    return FileManager.default.isExecutableFile(atPath: tool.path) ? tool : nil
  }

  /// The first line `xcrun` prints with `arguments`, when it succeeds and prints one.
  private func xcrunLine(_ arguments: [String]) -> String? {
    let process = Process()
    process.executableURL = xcrun
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    // Reading to the end before waiting keeps a full pipe from blocking xcrun.
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let line =
      String(decoding: data, as: UTF8.self)
      .split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    return line.isEmpty ? nil : line
  }
}
