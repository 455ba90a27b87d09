@_spi(Hosting) import DeclarativeKit
import Foundation
import Layouts
import Testing

@MainActor @Suite struct PreviewsTests {
  /// The package's `Sources` folder, found from this file.
  private static let sources = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// The names of the types in `Sources` declared as `PreviewProvider`s, the kit's own aside.
  private static func declaredProviders() throws -> Set<String> {
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    var names: Set<String> = []
    let declaration = /struct\s+(\w+)\s*:\s*PreviewProvider/
    for case let file as URL in files?.allObjects ?? []
    where file.pathExtension == "swift" && !file.path.contains("/DeclarativeKit/") {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: declaration) { names.insert(String(match.1)) }
    }
    return names
  }

  @Test func givenThePreviewsDeclaredInTheSources_whenListed_thenThePreviewsCommandDrawsEach()
    throws
  {
    // Given
    let declared = try Self.declaredProviders()
    // When
    let listed = Set(LayoutsPreviews.providers.map { String(describing: $0) })
    // Then
    #expect(declared.count >= 7)
    #expect(declared == listed)
  }

  @Test func givenEachScreensPreview_whenDrawn_thenItShowsThatScreensTitleAndSampleValues() {
    // Given
    let previews = LayoutsPreviews.providers.map { $0.makePreview() }
    // When
    let drawn = previews.map { $0.renderedLines(width: 60).joined(separator: "\n") }
    // Then
    let expected = [
      "[ada", "Players", "Favourite team", "[Ada L.", "Add Player", "Team B", "09:41",
    ]
    #expect(drawn.count == expected.count)
    for (text, fragment) in zip(drawn, expected) {
      #expect(text.contains(fragment), "a preview lacks '\(fragment)':\n\(text)")
    }
  }
}
