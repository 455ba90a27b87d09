import Foundation

/// The toolchain programs that run a macOS test bundle, and the frameworks they load.
package struct DarwinTestTools: Equatable, Sendable {
  /// Apple's XCTest runner (`xcrun --find xctest`).
  package let xctest: URL
  /// SwiftPM's Swift Testing runner, `<toolchain>/usr/libexec/swift/pm/swiftpm-testing-helper`.
  package let testingHelper: URL
  /// SwiftPM's XCTest lister, `<toolchain>/usr/libexec/swift/pm/swiftpm-xctest-helper`.
  package let xctestHelper: URL
  /// The macOS platform folder (`xcrun --sdk macosx --show-sdk-platform-path`).
  package let platform: URL

  /// Where `XCTest.framework` and `Testing.framework` live: SwiftPM adds the platform's folders
  /// to the loader's paths when it runs tests, since the test binaries do not carry them.
  package var frameworkEnvironment: [String: String] {
    let developer = platform.appendingPathComponent("Developer")
    return [
      "DYLD_FRAMEWORK_PATH": developer.appendingPathComponent("Library/Frameworks").path,
      "DYLD_LIBRARY_PATH": developer.appendingPathComponent("usr/lib").path,
    ]
  }
}

extension DarwinTestTools {
  /// The tools of the toolchain whose `swift` is `swift` (the real one, not `/usr/bin`'s shim).
  package init(swift: URL, xctest: URL, platform: URL) {
    let helpers = swift.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("libexec/swift/pm")
    self.init(
      xctest: xctest, testingHelper: helpers.appendingPathComponent("swiftpm-testing-helper"),
      xctestHelper: helpers.appendingPathComponent("swiftpm-xctest-helper"), platform: platform)
  }
}

/// Reads the JSON `swiftpm-xctest-helper` writes: suites of classes of test methods.
package enum XCTestHelperListing {
  private struct Node: Decodable {
    let name: String
    let tests: [Node]?
  }

  /// The tests as `swift test list` prints them: `Module.Class/method`, in listing order.
  package static func identifiers(_ json: Data) throws(MetricsError) -> [String] {
    let root: Node
    do { root = try JSONDecoder().decode(Node.self, from: json) } catch {
      throw .unreadableFile(path: "swiftpm-xctest-helper output", reason: "\(error)")
    }
    // All Tests → one suite per bundle → one per class (named `Module.Class`) → methods.
    return (root.tests ?? []).flatMap { suite in
      (suite.tests ?? []).flatMap { testCase in
        (testCase.tests ?? []).map { testCase.name + "/" + $0.name }
      }
    }
  }
}
