@_spi(Hosting) import DeclarativeKit
import Foundation
import Testing
import ViewKit

@MainActor @Suite struct AsyncImageTests {
  private struct LoadFailed: Error {}

  /// A loader whose loads wait until the test releases them, so the placeholder can be seen.
  private final class GatedLoader: Sendable {
    private let gate = AsyncStream<Void>.makeStream()

    var loader: ImageLoader {
      let stream = gate.stream
      return ImageLoader { url in
        for await _ in stream { break }
        guard url.lastPathComponent != "missing.png" else { throw LoadFailed() }
        return Image(systemName: "person.crop.circle")
      }
    }

    func release() {
      gate.continuation.yield()
    }
  }

  private static let avatar = URL(string: "https://example.com/avatar.png")

  @Test func givenALoadingImage_whenRendered_thenThePlaceholderIsShownThenTheImage()
    async throws
  {
    // Given
    let gate = GatedLoader()
    let view = AsyncImage(url: Self.avatar) { image in
      image.resizable()
    } placeholder: {
      Text("Loading avatar")
    }
    let (window, driver, _) = host(view.environment(\.imageLoader, gate.loader))
    #expect(Renderer.render(window) == "Loading avatar")
    // When
    gate.release()
    await driver.waitUntilIdle()
    // Then
    #expect(Renderer.render(window) == "[person.crop.circle]")
  }

  @Test func givenAFailingLoad_whenItEnds_thenThePhaseIsAFailure() async throws {
    // Given
    let gate = GatedLoader()
    let view = AsyncImage(url: URL(string: "https://example.com/missing.png")) { phase in
      if let image = phase.image {
        image
      } else if phase.error != nil {
        Text("No picture")
      } else {
        Text("Waiting")
      }
    }
    let (window, driver, _) = host(view.environment(\.imageLoader, gate.loader))
    #expect(Renderer.render(window) == "Waiting")
    // When
    gate.release()
    await driver.waitUntilIdle()
    // Then
    #expect(Renderer.render(window) == "No picture")
  }

  @Test func givenTheDefaultLoader_whenLoaded_thenTheImageIsNamedByTheURLWithoutANetwork()
    async throws
  {
    // Given
    let (window, driver, _) = host(
      AsyncImage(url: Self.avatar, transaction: Transaction()) {
        $0.image ?? Image(systemName: "photo")
      })
    // When
    await driver.waitUntilIdle()
    // Then
    #expect(Renderer.render(window) == "[avatar.png]")
  }

  @Test func givenNoURL_whenShown_thenThePlaceholderStays() async throws {
    // Given
    let (window, driver, _) = host(AsyncImage(url: nil))
    // When
    await driver.waitUntilIdle()
    // Then
    #expect(Renderer.render(window) == "")
  }
}
