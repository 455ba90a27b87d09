import Testing
import ViewKit

@_spi(Hosting) @testable import DeclarativeKit

/// References inside a host's tree that, as weak ones, keep nothing alive and read nil once what
/// they refer to has gone.
@MainActor @Suite struct LinkTests {
  private struct Tapper: DeclarativeKit.View {
    let log: EventLog

    var body: some DeclarativeKit.View {
      Button("Tap") { log.append("tapped") }
    }
  }

  @Test func givenALinkToANode_whenTheNodeIsReleased_thenTheLinkReadsNil() {
    // Given
    var node: Node? = Node(for: Text.self)
    let link = node?.link
    #expect(link?.object === node)

    // When
    node = nil

    // Then
    #expect(link?.object == nil)
  }

  @Test func givenAChildNode_whenItsParentIsReleased_thenItHasNoParent() {
    // Given
    var parent: Node? = Node(for: VStack<Text>.self)
    let child = parent?.child(at: 0, for: Text.self)
    #expect(child?.parent === parent)

    // When
    parent = nil

    // Then
    #expect(child?.parent == nil)
  }

  @Test func givenAButtonKeptAfterItsScreenHasGone_whenTapped_thenNothingRuns() async throws {
    // Given
    let log = EventLog()
    var button: ViewKit.Button?
    do {
      let hosted = host(Tapper(log: log))
      await hosted.driver.waitUntilIdle()
      button = try #require(hosted.screen.view.allViews.compactMap { $0 as? ViewKit.Button }.first)
    }

    // When
    await button?.action?()

    // Then
    #expect(log.events.isEmpty)
  }
}
