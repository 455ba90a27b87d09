@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct PreviewTests {
  private struct Greeting: DeclarativeKit.View {
    let name: String

    var body: some DeclarativeKit.View {
      Text("Hello, \(name)")
    }
  }

  private struct Greeting_Previews: PreviewProvider {
    static var previews: some DeclarativeKit.View {
      Greeting(name: "Ana")
      Greeting(name: "Bo")
        .previewDisplayName("Bo")
        .previewLayout(.sizeThatFits)
        .previewDevice(PreviewDevice(rawValue: "iPhone 16"))
    }
  }

  /// Previews declared as `#Preview` would declare them.
  private static let previews = [
    Preview("Ana") { Greeting(name: "Ana") },
    Preview("In a stack") {
      NavigationStack {
        Greeting(name: "Bo").navigationTitle("Greeting")
      }
    },
  ]

  @Test func givenPreviews_whenRendered_thenEachDrawsItsViewAsTheRendererWould() {
    // Given
    let previews = Self.previews
    // When
    let drawn = previews.map { $0.renderedLines(width: 24) }
    // Then
    #expect(previews.map(\.name) == ["Ana", "In a stack"])
    #expect(
      drawn == [
        ["Hello, Ana"],
        ["        Greeting", String(repeating: "-", count: 24), "Hello, Bo"],
      ])
  }

  @Test func givenAPreviewProvider_whenItsPreviewIsRendered_thenAllItsViewsAreDrawn() {
    // Given
    let preview = Greeting_Previews.makePreview()
    // When
    let lines = preview.renderedLines()
    // Then
    #expect(preview.name?.hasSuffix("Greeting_Previews") == true)
    #expect(lines == ["Hello, Ana", "Hello, Bo"])
  }
}
