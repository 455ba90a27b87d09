import Foundation

/// The constructs that once kept the package from building or behaving on macOS, found in Swift
/// source text.
///
/// Each rule names a construct that compiles on Linux and breaks or misbehaves on Darwin, so the
/// Linux CI run is what catches it.
enum PortabilityRules {
  /// One construct found: where, and what to do instead.
  struct Finding: Equatable, CustomStringConvertible {
    let path: String
    let line: Int
    let problem: String

    var description: String { "\(path):\(line): \(problem)" }
  }

  /// The findings in `source`, the text of the file at `path`.
  static func findings(in source: String, path: String) -> [Finding] {
    var findings: [Finding] = []
    var conditions = ConditionStack()
    var importsGlibc: Int?
    var hasDarwinBranch = false
    for (offset, rawLine) in source.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let line = rawLine.trimmingCharacters(in: .whitespaces)
      let number = offset + 1
      func report(_ problem: String) {
        findings.append(Finding(path: path, line: number, problem: problem))
      }
      if line.hasPrefix("//") { continue }
      if line.hasPrefix("#") {
        conditions.read(line)
        if line.contains("canImport(AppKit)") || line.contains("canImport(UIKit)") {
          report(
            "canImport(AppKit/UIKit) says what could be imported, not which platform this is; "
              + "nothing here imports them: test os(Linux) or canImport(Darwin) instead")
        }
        if line.contains("canImport(Darwin)") || line.contains("os(macOS)") {
          hasDarwinBranch = true
        }
        continue
      }
      if line.hasPrefix("import Glibc") { importsGlibc = importsGlibc ?? number }
      if conditions.isLinuxOnly { continue }
      for (fragment, problem) in linuxOnlyFragments where line.contains(fragment) {
        report(problem)
      }
    }
    if let importsGlibc, !hasDarwinBranch {
      findings.append(
        Finding(
          path: path, line: importsGlibc,
          problem: "imports Glibc with no canImport(Darwin) branch: Darwin has no Glibc"))
    }
    return findings
  }

  /// Text that names a Linux-only path or tool, and why it breaks elsewhere.
  static let linuxOnlyFragments: [(String, String)] = [
    (
      "\"/proc",
      "/proc exists on Linux only: read it under #if os(Linux), with another way elsewhere"
    ),
    (
      "linux-gnu",
      "a Linux build-folder triple: ask `swift build --show-bin-path` for the build folder"
    ),
    (
      "\"/usr/lib/swift", "toolchain paths differ by platform: find tools with xcrun or on PATH"
    ),
    ("\"/opt/swift", "toolchain paths differ by platform: find tools with xcrun or on PATH"),
    (
      "\"/usr/bin/llvm-",
      "LLVM tools are not in /usr/bin on macOS: find them with xcrun --find or beside swift"
    ),
    ("Glibc.", "a Glibc call: give it a Darwin branch (or call it unqualified)"),
    (
      "import Synchronization",
      "Synchronization's Mutex needs macOS 15 and the package supports macOS 14: use a lock"
    ),
  ]
}

/// The `#if` branches enclosing a line, to tell code that is compiled on Linux only.
struct ConditionStack {
  private var branches: [String] = []

  /// Whether some enclosing branch is taken only on Linux.
  var isLinuxOnly: Bool {
    branches.contains { branch in
      !branch.hasPrefix("!")
        && ["os(Linux)", "canImport(Glibc)", "canImport(FoundationNetworking)"].contains {
          branch.contains($0)
        }
    }
  }

  /// Follows one compiler-directive line.
  mutating func read(_ line: String) {
    if line.hasPrefix("#if ") {
      branches.append(String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces))
    } else if line.hasPrefix("#elseif "), !branches.isEmpty {
      branches[branches.count - 1] = String(line.dropFirst(8)).trimmingCharacters(in: .whitespaces)
    } else if line.hasPrefix("#else"), let last = branches.last {
      branches[branches.count - 1] = "!(" + last + ")"
    } else if line.hasPrefix("#endif"), !branches.isEmpty {
      branches.removeLast()
    }
  }
}
