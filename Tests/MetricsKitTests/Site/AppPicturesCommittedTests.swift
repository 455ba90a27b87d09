import Foundation
import Testing

@testable import MetricsKit
@testable import MetricsSite

/// The app pictured where a reader looks first: the seven screens `scripts/screenshots` drew are
/// the configured screens the site's app page shows, and the README's "Use the app" shows each.
@Suite struct AppPicturesCommittedTests {
  private static let root = Cloc.packageRoot

  /// The pictures `scripts/screenshots` recorded in its fingerprint file, in the order it drew
  /// them.
  private static func pictured() throws -> [String] {
    struct Manifest: Decodable {
      struct Screen: Decodable { let file: String }
      let screens: [Screen]
    }
    let data = try Data(contentsOf: root.appendingPathComponent("Screenshots/app-screens.json"))
    return try JSONDecoder().decode(Manifest.self, from: data).screens.map {
      "Screenshots/\($0.file)"
    }
  }

  /// The README's "Use the app" section, up to the next second-level heading.
  private static func useTheApp() throws -> Substring {
    let readme = try String(
      contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "\n## Use the app\n"))
    let rest = readme[start.upperBound...]
    return rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
  }

  @Test func givenTheConfiguredScreens_whenTheirPicturesAreLookedFor_thenEachIsPictured() throws {
    // Given
    let config = try MetricsConfig.load(
      from: Self.root.appendingPathComponent("metrics-config.json"))

    // When
    let pictured = try Self.pictured()

    // Then: the seven screens, each by the name the site's app page looks for, each committed
    let images = config.screens.map(AppPage.image(of:)).filter(pictured.contains)
    #expect(pictured.count == 7)
    #expect(images == pictured)
    #expect(
      pictured.allSatisfy {
        FileManager.default.fileExists(atPath: Self.root.appendingPathComponent($0).path)
      }, "run scripts/screenshots")
  }

  @Test func givenTheCommittedPictures_whenTheReadmeIsRead_thenUseTheAppShowsEveryScreen() throws {
    // Given
    let images = try Self.pictured()

    // When
    let section = try Self.useTheApp()

    // Then: each picture as a Markdown image, in the screens' order
    let shown = images.compactMap { image in section.range(of: "](\(image))")?.lowerBound }
    #expect(shown.count == images.count, "the README's Use the app lacks a screen's picture")
    #expect(shown == shown.sorted())
  }
}
