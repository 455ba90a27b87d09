import Foundation

@testable import MetricsKit

/// A temporary folder laid out like a macOS toolchain and a Linux `PATH`, with an `xcrun` script
/// that names the toolchain's tools and logs every call, so the Darwin paths run on Linux.
struct FakeToolchain {
  /// The temporary folder holding everything.
  let root: URL

  /// Creates the folder; `xcrunFinds` are the tools `xcrun --find` knows (placed in the toolchain).
  init(xcrunFinds: [String] = ["swift", "xctest", "llvm-cov", "llvm-profdata"]) throws {
    root = FileManager.default.temporaryDirectory.resolvingSymlinksInPath()
      .appendingPathComponent("fake-toolchain-\(UUID().uuidString)")
    for tool in xcrunFinds { try Self.executable(at: toolchainBin.appendingPathComponent(tool)) }
    for tool in ["swift", "llvm-cov", "llvm-profdata"] {
      try Self.executable(at: linuxBin.appendingPathComponent(tool))
    }
    let known = xcrunFinds.joined(separator: "|")
    try Self.executable(
      at: xcrun,
      script: """
        echo "$@" >> '\(root.path)/xcrun.log'
        case "$1 $2" in
          "--sdk macosx") echo '\(platform.path)' ;;
          "--find "*) case "$2" in \(known)) echo '\(toolchainBin.path)/'"$2" ;; *) exit 1 ;; esac ;;
          *) exit 1 ;;
        esac
        """)
  }

  /// The real toolchain's `usr/bin`, as `xcrun --find` names it.
  var toolchainBin: URL { root.appendingPathComponent("Toolchain/usr/bin") }
  /// A `PATH` folder holding `swift` with `llvm-cov` and `llvm-profdata` beside it.
  var linuxBin: URL { root.appendingPathComponent("linux/bin") }
  /// The fake `xcrun`.
  var xcrun: URL { root.appendingPathComponent("xcrun") }
  /// The macOS platform folder `xcrun --show-sdk-platform-path` prints.
  var platform: URL { root.appendingPathComponent("Platforms/MacOSX.platform") }
  /// The argument lines `xcrun` was called with, in order.
  var xcrunCalls: [String] {
    let log = (try? String(contentsOf: root.appendingPathComponent("xcrun.log"), encoding: .utf8))
    return (log ?? "").split(separator: "\n").map(String.init)
  }

  /// A locator for `platform` with `linuxBin` as the whole `PATH` and the fake `xcrun`.
  func locator(_ platform: HostPlatform) -> ToolLocator {
    ToolLocator(environment: ["PATH": linuxBin.path], platform: platform, xcrun: xcrun)
  }

  /// Writes an executable shell script at `url` (by default one that does nothing).
  ///
  /// A child process writes it. Written here, the script would be open for writing in this process
  /// while other tests' threads start processes, and a child forked in that moment keeps the
  /// descriptor until it execs: running the script then fails with "text file busy" (ETXTBSY).
  static func executable(at url: URL, script: String = "exit 0") throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/bin/sh")
    writer.arguments = [
      "-c", #"printf '%s\n' "$1" > "$2" && chmod 755 "$2""#, "sh", "#!/bin/sh\n" + script, url.path,
    ]
    try writer.run()
    writer.waitUntilExit()
    guard writer.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
  }
}
