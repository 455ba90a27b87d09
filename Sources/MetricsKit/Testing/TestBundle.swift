import Foundation

/// The built `<Package>PackageTests.xctest` and how to run it on the platform it was built for.
///
/// Every command that runs the tests, and every read of the binary by llvm-cov, goes through here,
/// so the Linux and macOS layouts differ in this one place. The macOS commands are the ones
/// SwiftPM itself issues (`TestRunner` and `TestingSupport` in swift-package-manager).
package struct TestBundle: Equatable, Sendable {
  /// How the bundle is laid out and run.
  package enum Layout: Equatable, Sendable {
    /// An executable file, run directly: `bundle --testing-library swift-testing …`,
    /// `bundle <selector>`.
    case linux
    /// A folder holding `Contents/MacOS/<name>`, run by the toolchain's tools.
    case darwin(DarwinTestTools)
  }

  /// The `.xctest` file (Linux) or folder (macOS).
  package let url: URL
  /// How it is run.
  package let layout: Layout

  /// The binary holding the tests' code, which llvm-cov reads: the bundle itself on Linux,
  /// `<X>.xctest/Contents/MacOS/<X>` on macOS.
  package var executable: URL {
    guard case .darwin = layout else { return url }
    let name = url.deletingPathExtension().lastPathComponent
    return url.appendingPathComponent("Contents/MacOS").appendingPathComponent(name)
  }

  /// Runs the Swift Testing tests with `arguments`, such as `--filter …` or `--list-tests`.
  package func swiftTesting(_ arguments: [String]) -> TestCommand {
    guard case .darwin(let tools) = layout else {
      return TestCommand(
        executable: url, arguments: ["--testing-library", "swift-testing"] + arguments)
    }
    // SwiftPM runs `swiftpm-testing-helper --test-bundle-path <binary> <args> <binary>
    // --testing-library swift-testing`: the helper loads the bundle's binary and runs its tests.
    let binary = executable.path
    return TestCommand(
      executable: tools.testingHelper,
      arguments: ["--test-bundle-path", binary] + arguments + [
        binary, "--testing-library", "swift-testing",
      ],
      environment: tools.frameworkEnvironment)
  }

  /// Runs the XCTest classes of `selector` (comma-separated, as XCTest takes them).
  package func xcTest(selector: String) -> TestCommand {
    guard case .darwin(let tools) = layout else {
      return TestCommand(executable: url, arguments: [selector])
    }
    // SwiftPM runs `xctest -XCTest <selector> <bundle>`, with Swift Testing switched off so
    // that XCTest's harness does not run those tests a second time.
    return TestCommand(
      executable: tools.xctest, arguments: ["-XCTest", selector, url.path],
      environment: tools.frameworkEnvironment.merging(["SWIFT_TESTING_ENABLED": "0"]) { $1 })
  }

  /// Lists the XCTest tests; `listedXCTests(stdout:file:)` reads the answer.
  ///
  /// On macOS the list comes from SwiftPM's `swiftpm-xctest-helper <bundle> <file>`, which
  /// writes JSON to `file`, since Apple's `xctest` has no listing option.
  package func listXCTests(into file: URL) -> TestCommand {
    guard case .darwin(let tools) = layout else {
      return TestCommand(executable: url, arguments: ["--list-tests"])
    }
    return TestCommand(
      executable: tools.xctestHelper, arguments: [url.path, file.path],
      environment: tools.frameworkEnvironment)
  }

  /// The XCTest identifiers, `Module.Class/test`, one a line, that `listXCTests(into:)` printed
  /// on `stdout` (Linux) or wrote into `file` (macOS).
  package func listedXCTests(stdout: String, file: URL) throws(MetricsError) -> String {
    guard case .darwin = layout else { return stdout }
    let json: Data
    do { json = try Data(contentsOf: file) } catch {
      throw .unreadableFile(path: file.path, reason: error.localizedDescription)
    }
    return try XCTestHelperListing.identifiers(json).joined(separator: "\n")
  }
}
