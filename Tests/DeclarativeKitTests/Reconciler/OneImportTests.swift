// Only the kit and the test tools: `@Observable` and `Image`/`Text` made off the main actor
// must compile with the one import, as they do with `import SwiftUI`.
@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@Observable private final class Trail {
  var name = "Ridge"
}

/// A model value as Apple's Landmarks writes it: its image is a computed `Image`.
private struct Landmark: Sendable {
  let imageName: String
  var image: Image { Image(imageName) }
  var caption: Text { Text(verbatim: imageName) }
}

@MainActor @Suite struct OneImportTests {
  private struct TrailCard: DeclarativeKit.View {
    let trail: Trail
    let landmark: Landmark

    var body: some DeclarativeKit.View {
      VStack {
        Text(trail.name).accessibilityIdentifier("name")
        landmark.caption.accessibilityIdentifier("caption")
        landmark.image
      }
    }
  }

  @Test func givenAnObservableModel_whenItChanges_thenAViewReadingItUpdates() async throws {
    // Given
    let trail = Trail()
    let (_, driver, _) = host(TrailCard(trail: trail, landmark: Landmark(imageName: "rock")))
    // When
    trail.name = "Valley"
    await driver.waitUntilIdle()
    // Then
    #expect(try driver.text(of: "name") == "Valley")
  }

  private struct Picture: DeclarativeKit.View {
    let image: Image
    let caption: Text

    var body: some DeclarativeKit.View {
      VStack {
        caption.accessibilityIdentifier("caption")
        image
      }
    }
  }

  @Test func givenAModelOffTheMainActor_whenItMakesItsImageAndText_thenTheyShow() async throws {
    // Given
    let landmark = Landmark(imageName: "turtlerock")
    // When
    let (image, caption) = await Task.detached { (landmark.image, landmark.caption) }.value
    // Then
    let (_, driver, _) = host(Picture(image: image, caption: caption))
    #expect(try driver.text(of: "caption") == "turtlerock")
    #expect(driver.render().contains("[turtlerock]"))
  }
}
