@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct VStackTests {
  private struct Stacks: DeclarativeKit.View {
    let showsMiddle: Bool

    var body: some DeclarativeKit.View {
      VStack {
        HStack {
          Text("left")
          Text("right")
        }
        if showsMiddle {
          Text("middle")
        }
        Form {
          Text("in form")
        }
      }
      .accessibilityIdentifier("stack")
    }
  }

  @Test func givenStacks_whenRendered_thenHStackIsOneLineAndVStackOnePerView() {
    // Given
    let (window, _, _) = host(Stacks(showsMiddle: true))
    // When
    let text = Renderer.render(window)
    // Then
    #expect(text == "left  right\nmiddle\nin form")
  }

  @Test func givenAStack_whenAChildLeaves_thenTheSameStackLosesOnlyThatWidget() throws {
    // Given
    let (window, driver, screen) = host(Stacks(showsMiddle: true))
    let stack = try #require(driver.element("stack") as? StackView)
    let row = try #require(stack.subviews.first)
    // When
    screen.rootView = Stacks(showsMiddle: false)
    // Then
    #expect(Renderer.render(window) == "left  right\nin form")
    #expect(driver.element("stack") === stack)
    #expect(stack.subviews.first === row)
    #expect(stack.subviews.count == 2)
    #expect(stack.axis == .vertical)
    #expect((row as? StackView)?.axis == .horizontal)
  }
}
