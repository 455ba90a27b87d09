import Foundation

/// A throwaway repository shaped like this one, small enough to build in seconds: one pattern
/// (`MVC`, UIKit-shaped) with one screen, and one change (`farewell`) with its shared part, its
/// scenario, its recorded screens and MVC's reference patch.
struct ExerciseFixture {
  /// The folder holding the repository and, beside it, the exercise worktree.
  let folder: URL
  /// The repository's root.
  var root: URL { folder.appendingPathComponent("repo") }
  /// Where `scripts/exercise start` puts the exercise.
  var worktree: URL { folder.appendingPathComponent("repo-exercise") }

  /// Writes the files and commits them.
  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("exercise-fixture-\(UUID().uuidString)")
    let config = try String(
      contentsOf: ExerciseCommand.repository.appendingPathComponent("metrics-config.json"),
      encoding: .utf8)
    for (path, text) in Self.files.merging(
      ["metrics-config.json": config], uniquingKeysWith: { a, _ in a })
    {
      try write(text, to: path)
    }
    try git("init", "-q")
    try patch("Changes/farewell/Domain.patch", from: Self.sharedPart)
    try patch("Changes/farewell/MVC.patch", from: Self.reference)
    try git("add", "-A")
    try git("commit", "-q", "-m", "The fixture")
  }

  /// Writes `changes` over the tree, keeps their diff at `path`, and puts the tree back, so
  /// every patch is exactly what git would apply.
  private func patch(_ path: String, from changes: [String: String]) throws {
    try git("add", "-A")
    for (file, text) in changes { try write(text, to: file) }
    let diff = try git("diff", "--", ".")
    try git("checkout", "--", ".")
    try write(diff, to: path)
  }

  /// Writes `text` at `path` under the root, making its folders.
  func write(_ text: String, to path: String) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  /// Runs git in the root; throws with its output when it fails.
  @discardableResult
  func git(_ arguments: String...) throws -> String {
    let result = try ExerciseCommand.run("/usr/bin/env", ["git"] + arguments, in: root)
    guard result.status == 0 else { throw ExerciseCommand.Failed(output: result.output) }
    return result.output
  }

  /// Removes the repository and the worktree.
  func remove() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// A file of the tree as it is now, or nil when there is none.
  func text(at path: String, in base: URL? = nil) -> String? {
    try? String(contentsOf: (base ?? root).appendingPathComponent(path), encoding: .utf8)
  }

  private static let greeting = """
    import Domain
    import ViewKit

    /// The only screen: a greeting, and a button the change gives a meaning.
    public final class HomeViewController {
      /// The line the screen shows.
      public private(set) var label = Label(HomeTexts.greeting)

      public init() {}

      /// A tap on the button with `identifier`; a button the screen lacks does nothing.
      public func tap(_ identifier: String) {}
    }

    """

  /// What every pattern shares for `farewell`: the text.
  static let sharedPart = [
    "Sources/Domain/HomeTexts.swift": """
    public enum HomeTexts {
      public static let greeting = "Hello"
      public static let farewell = "Goodbye"
    }

    """
  ]

  /// MVC's reference for `farewell`: the tap handled, and its test.
  static let reference = [
    "Sources/MVC/Home/HomeViewController.swift": greeting.replacingOccurrences(
      of: "public func tap(_ identifier: String) {}",
      with: """
        public func tap(_ identifier: String) {
            if identifier == "home.farewellButton" { label = Label(HomeTexts.farewell) }
          }
        """),
    "Tests/MVCTests/HomeViewControllerTests.swift": homeTests + """

      @Test func givenHome_whenFarewellTapped_thenItSaysGoodbye() {
        let home = HomeViewController()
        home.tap("home.farewellButton")
        #expect(home.label.text == "Goodbye")
      }

      """,
  ]

  private static let homeTests = """
    import Testing

    @testable import MVC

    @Test func givenHome_whenShown_thenItGreets() {
      #expect(HomeViewController().label.text == "Hello")
    }

    """

  static let files: [String: String] = [
    "Package.swift": """
    // swift-tools-version: 6.0
    import PackageDescription

    let package = Package(
      name: "Fixture",
      targets: [
        .target(name: "ViewKit"),
        .target(name: "Domain"),
        .target(name: "MVC", dependencies: ["ViewKit", "Domain"]),
        .testTarget(name: "MVCTests", dependencies: ["MVC"]),
        .testTarget(name: "AcceptanceTests", dependencies: ["MVC"]),
      ]
    )

    """,
    ".gitignore": ".build*/\n",
    "Sources/ViewKit/Label.swift": """
    /// A line of text on screen.
    public struct Label: Equatable, Sendable {
      public var text: String
      public init(_ text: String) { self.text = text }
    }

    """,
    "Sources/Domain/HomeTexts.swift": """
    public enum HomeTexts {
      public static let greeting = "Hello"
    }

    """,
    "Sources/MVC/Home/HomeViewController.swift": greeting,
    "Tests/MVCTests/HomeViewControllerTests.swift": homeTests,
    "Tests/AcceptanceTests/LaunchTests.swift": """
    import MVC
    import Testing

    @Test func givenTheApp_whenLaunched_thenHomeGreets() {
      #expect(HomeViewController().label.text == "Hello")
    }

    """,
    "Changes/ChangeScenarioTests.swift": """
    import Foundation
    import Testing

    @Suite struct ChangeScenarioTests {
      @Test func givenThePatchedPattern_whenTheScenarioIsPlayed_thenItShowsTheRecordedScreens() throws {
        let path = try #require(ProcessInfo.processInfo.environment["FG_CHANGE_SCREENS"])
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        let played = ChangeUnderTest.play().components(separatedBy: "--- step ")
        let expected = recorded.components(separatedBy: "--- step ")
        let differs = { (step: Int) in step >= expected.count || played[step] != expected[step] }
        if let step = played.indices.first(where: differs) {
          Issue.record("MVC differs from the recorded screens:\\n=== played\\n--- step \\(played[step])")
        }
      }
    }

    """,
    "Changes/farewell/README.md": """
    # Change: `farewell`

    A **"Goodbye"** button on Home makes its greeting say goodbye.

    """,
    "Changes/farewell/Scenario.swift": """
    import MVC

    enum ChangeUnderTest {
      static func play() -> String {
        let home = HomeViewController()
        var screens = "--- step 1: launch\\n\\(home.label.text)\\n"
        home.tap("home.farewellButton")
        screens += "--- step 2: tap home.farewellButton\\n\\(home.label.text)\\n"
        return screens
      }
    }

    """,
    "Changes/farewell/screens.txt": """
    --- step 1: launch
    Hello
    --- step 2: tap home.farewellButton
    Goodbye

    """,
  ]
}
