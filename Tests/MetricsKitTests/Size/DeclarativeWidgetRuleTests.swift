import Foundation
import Testing

@testable import MetricsKit

/// The report's "No file of either UI breaks the architecture rules" must hold for the declarative
/// edition too: its widgets (`Text`, `Toggle`, `List { … }`) come from `Layouts`' contents, as the
/// UIKit-shaped widgets come from its layouts, and no pattern file builds one.
@Suite struct DeclarativeWidgetRuleTests {
  /// The package root, through any symbolic link to the test folder (a package that borrows
  /// these tests still reads this repository's sources).
  private static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// What a pattern may build of DeclarativeKit's views: where its navigation goes (the stack
  /// and its links are the pattern's part, as a navigation controller is) and type erasure.
  private static let patternsOwn: Set<String> = [
    "NavigationStack", "NavigationLink", "AnyView", "EmptyView",
  ]

  /// DeclarativeKit's public view types, read from its sources (`public struct Text: View`).
  private static func declarativeViews() throws -> [String] {
    let folder = root.appendingPathComponent("Sources/DeclarativeKit")
    let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
    var views: Set<String> = []
    for path in paths ?? [] where path.hasSuffix(".swift") {
      let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      for line in text.split(separator: "\n") where line.hasPrefix("public struct ") {
        let declaration = line.dropFirst("public struct ".count)
        let name = declaration.prefix { $0.isLetter || $0.isNumber }
        let conformances = declaration.drop { $0 != ":" }.prefix { $0 != "{" }
        if conformances.split(whereSeparator: { !$0.isLetter }).contains("View") {
          views.insert(String(name))
        }
      }
    }
    return views.sorted()
  }

  /// The views `source` builds: a name not reached through a dot and followed by `(`, `{` or
  /// `.init(`, in code (never in a comment or a string).
  static func built(_ views: Set<String>, in source: SwiftSource) -> Set<String> {
    var found: Set<String> = []
    for line in source.codeLines {
      let characters = Array(line)
      var index = 0
      while index < characters.count {
        guard characters[index].isLetter || characters[index] == "_" else {
          index += 1
          continue
        }
        let start = index
        while index < characters.count,
          characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
        {
          index += 1
        }
        let name = String(characters[start..<index])
        guard views.contains(name), start == 0 || characters[start - 1] != "." else { continue }
        let after = String(characters[index...].drop { $0 == " " })
        if after.hasPrefix("(") || after.hasPrefix("{") || after.hasPrefix(".init(") {
          found.insert(name)
        }
      }
    }
    return found
  }

  @Test func givenSwiftUIShapedCode_whenScanned_thenCallsAndTrailingClosuresCountButTextDoesNot() {
    // Given
    let source = SwiftSource(
      """
      // Text("a comment")
      let title = "List {"
      var body: some View { List { Text(title) }.navigationTitle(Text.self) }
      """)

    // When
    let found = Self.built(["List", "Text", "Toggle"], in: source)

    // Then
    #expect(found == ["List", "Text"])
  }

  @Test func givenTheReportsNoBreakSentence_whenPatternsAreScanned_thenNoneBuildsADeclarativeView()
    throws
  {
    // Given the report's sentence and DeclarativeKit's views
    let report = try String(
      contentsOf: Self.root.appendingPathComponent("Metrics/README.md"), encoding: .utf8)
    let views = try Set(Self.declarativeViews()).subtracting(Self.patternsOwn)
    let config = try MetricsConfig.load(
      from: Self.root.appendingPathComponent("metrics-config.json"))
    #expect(views.contains("Text") && views.contains("Toggle") && views.contains("List"))

    // When every pattern's source file is scanned
    var breaks: [String] = []
    var scanned = 0
    for pattern in config.patterns {
      let folder = Self.root.appendingPathComponent(pattern.sources)
      let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String }
      for path in paths ?? [] where path.hasSuffix(".swift") {
        let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
        scanned += 1
        for view in Self.built(views, in: SwiftSource(text)).sorted() {
          breaks.append("\(pattern.sources)/\(path) builds \(view)")
        }
      }
    }

    // Then: the sentence holds for the declarative edition as for the UIKit-shaped one
    #expect(scanned > 100)
    if report.contains("No file of either UI breaks the architecture rules") {
      #expect(breaks == [], "the report says no pattern builds a widget")
    }
  }
}
