@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct ViewBuilderTests {
  private struct Blocks: DeclarativeKit.View {
    let count: Int

    var body: some DeclarativeKit.View {
      VStack {
        if count == 0 {
          EmptyView()
        } else if count == 1 {
          Text("one")
        } else {
          Text("first")
          Text("second")
          Text("third")
        }
      }
    }
  }

  private struct OptionalText: DeclarativeKit.View {
    let shows: Bool

    var body: some DeclarativeKit.View {
      Text("always")
      if shows {
        Text("sometimes")
      }
    }
  }

  @Test func givenABlockOfThreeViews_whenHosted_thenTheirWidgetsAreInOrder() {
    // Given
    let (window, _, _) = host(Blocks(count: 3))
    // When
    let text = Renderer.render(window)
    // Then
    #expect(text == "first\nsecond\nthird")
  }

  @Test func givenAnEmptyBranch_whenHosted_thenNothingIsDrawn() {
    // Given
    let (window, _, screen) = host(Blocks(count: 0))
    // When
    let text = Renderer.render(window)
    // Then
    #expect(text.isEmpty)
    #expect(screen.view.subviews.first?.subviews.isEmpty == true)
  }

  @Test func givenAnIfElse_whenTheConditionChanges_thenTheOtherBranchIsShown() {
    // Given
    let (window, _, screen) = host(Blocks(count: 1))
    #expect(Renderer.render(window) == "one")
    // When
    screen.rootView = Blocks(count: 3)
    // Then
    #expect(Renderer.render(window) == "first\nsecond\nthird")
  }

  @Test func givenAnIfWithoutElse_whenItsConditionTurnsFalse_thenOnlyTheOtherViewIsLeft() {
    // Given
    let (window, _, screen) = host(OptionalText(shows: true))
    #expect(Renderer.render(window) == "always\nsometimes")
    // When
    screen.rootView = OptionalText(shows: false)
    // Then
    #expect(Renderer.render(window) == "always")
  }

  @Test func givenAnEmptyBuilder_whenBuilt_thenItIsAnEmptyView() {
    // Given
    @ViewBuilder func build() -> some DeclarativeKit.View {}
    // When
    let (window, _, _) = host(build())
    // Then
    #expect(Renderer.render(window).isEmpty)
  }

  @Test func givenAnAvailabilityCheck_whenBuilt_thenTheAvailableBranchIsShown() {
    // Given
    @ViewBuilder func build() -> some DeclarativeKit.View {
      if #available(macOS 14, *) {
        Text("available")
      }
    }
    // When
    let (window, _, _) = host(build())
    // Then
    #expect(Renderer.render(window) == "available")
  }

  @Test func givenAnyView_whenTheWrappedTypeChanges_thenTheNewViewIsShown() {
    // Given
    let (window, _, screen) = host(AnyView(Text("text")))
    // When
    screen.rootView = AnyView(Button("Tap") {})
    // Then
    #expect(Renderer.render(window) == "[Tap]")
  }

  @Test func givenATupleView_whenMadeDirectly_thenItHoldsItsViews() {
    // Given
    let tuple = TupleView(Text("a"), Text("b"))
    // When
    let (window, _, _) = host(tuple)
    // Then
    #expect(Renderer.render(window) == "a\nb")
  }
}
