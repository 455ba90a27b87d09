import Foundation
import Testing

/// The package's sources hold none of the constructs that broke the macOS build (issue 27).
@Suite struct PortabilityTests {
  @Test func givenThePackageSources_whenScanned_thenNothingAssumesLinux() throws {
    // Given
    let files = try swiftFiles(under: ["Sources", "Tests"])

    // When
    let findings = try files.flatMap { file in
      PortabilityRules.findings(
        in: try String(contentsOf: file, encoding: .utf8),
        path: String(file.path.dropFirst(packageRoot.path.count + 1)))
    }

    // Then
    #expect(files.count > 100)
    #expect(findings.map(\.description) == [])
  }

  @Test(arguments: [
    "#if !canImport(AppKit)\nextension IndexPath {}\n#endif",
    "#if !canImport(UIKit) && !canImport(AppKit)\nlet x = 1\n#endif",
    "#if canImport(UIKit)\nlet x = 1\n#endif",
  ])
  func givenAUIKitOrAppKitCondition_whenScanned_thenItIsFound(source: String) {
    // When
    let findings = PortabilityRules.findings(in: source, path: "Planted.swift")

    // Then
    #expect(findings.map(\.line) == [1])
  }

  @Test func givenGlibcWithoutADarwinBranch_whenScanned_thenTheImportIsFound() {
    // Given
    let source = "#if canImport(Glibc)\n  import Glibc\n#endif\nlet id = getpid()\n"

    // When
    let findings = PortabilityRules.findings(in: source, path: "Planted.swift")

    // Then
    #expect(findings.map(\.line) == [2])
  }

  @Test func givenGlibcWithADarwinBranch_whenScanned_thenNothingIsFound() {
    // Given
    let source =
      "#if canImport(Glibc)\n  import Glibc\n#elseif canImport(Darwin)\n  import Darwin\n#endif\n"

    // When / Then
    #expect(PortabilityRules.findings(in: source, path: "Fine.swift") == [])
  }

  @Test func givenProcOutsideALinuxBranch_whenScanned_thenItIsFound() {
    // Given
    let source = """
      let cpu = try? String(contentsOfFile: "/proc/cpuinfo")
      #if os(Linux)
        let status = try? String(contentsOfFile: "/proc/self/status")
      #else
        let exe = "/proc/self/exe"
      #endif
      """

    // When
    let findings = PortabilityRules.findings(in: source, path: "Planted.swift")

    // Then: the guarded read is fine; the unguarded one and the #else branch are not
    #expect(findings.map(\.line) == [1, 5])
  }

  @Test func givenToolsAtLinuxLocations_whenScanned_thenEachIsFound() {
    // Given
    let source = """
      let cov = URL(fileURLWithPath: "/usr/bin/llvm-cov")
      let swift = "/opt/swift/usr/bin/swift"
      let bin = ".build/x86_64-unknown-linux-gnu/debug"
      import Synchronization
      """

    // When
    let findings = PortabilityRules.findings(in: source, path: "Planted.swift")

    // Then
    #expect(findings.map(\.line) == [1, 2, 3, 4])
  }

  private var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// Every Swift file under `folders`, but this suite's own, which names the constructs.
  private func swiftFiles(under folders: [String]) throws -> [URL] {
    let own = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    return folders.flatMap { folder -> [URL] in
      let root = packageRoot.appendingPathComponent(folder)
      let paths = FileManager.default.subpaths(atPath: root.path) ?? []
      return paths.filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent($0) }
    }
    .filter { !$0.path.hasPrefix(own + "/") }
  }
}
