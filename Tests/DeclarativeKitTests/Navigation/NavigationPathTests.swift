@_spi(Hosting) import DeclarativeKit
import Testing

@MainActor @Suite struct NavigationPathTests {
  @Test func givenAPathFromASequence_whenTheLastIsRemoved_thenItCountsWhatIsLeft() {
    // Given
    var path = NavigationPath([1, 2, 3])
    // When
    path.removeLast()
    path.append("four")
    // Then
    #expect(path.count == 3)
    #expect(!path.isEmpty)
    #expect(path == NavigationPath([AnyHashable(1), AnyHashable(2), AnyHashable("four")]))
  }

  @Test func givenAPath_whenEverythingIsRemoved_thenItIsEmpty() {
    // Given
    var path = NavigationPath(["a", "b"])
    // When
    path.removeLast(2)
    // Then
    #expect(path.isEmpty)
    #expect(path == NavigationPath())
  }
}
