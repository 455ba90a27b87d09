@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct InteractiveDismissTests {
  private struct Inbox: DeclarativeKit.View {
    @State private var isComposing = false

    var body: some DeclarativeKit.View {
      Text(isComposing ? "composing" : "idle").accessibilityIdentifier("state")
      Button("Compose") { isComposing = true }
        .sheet(isPresented: $isComposing) { Draft() }
    }
  }

  private struct Draft: DeclarativeKit.View {
    @Environment(\.dismiss) private var dismiss
    @State private var hasChanges = true

    var body: some DeclarativeKit.View {
      Text("Draft").accessibilityIdentifier("draft")
      Button("Discard") { hasChanges = false }
      Button("Send") { dismiss() }
        .interactiveDismissDisabled(hasChanges)
    }
  }

  @Test func givenASheetWithUnsavedChanges_whenTheUserSwipesItDown_thenItStays() async throws {
    // Given
    let (_, driver, _) = host(Inbox())
    try await driver.tap("Compose")
    // When
    await #expect(throws: DriverError.self) { try await driver.goBack() }
    // Then
    #expect(try driver.text(of: "draft") == "Draft")
  }

  @Test func givenALockedSheet_whenItDismissesItself_thenItCloses() async throws {
    // Given
    let (_, driver, _) = host(Inbox())
    try await driver.tap("Compose")
    // When
    try await driver.tap("Send")
    // Then
    #expect(try driver.text(of: "state") == "idle")
  }

  @Test func givenALockedSheet_whenTheLockIsLifted_thenASwipeClosesIt() async throws {
    // Given
    let (_, driver, _) = host(Inbox())
    try await driver.tap("Compose")
    try await driver.tap("Discard")
    // When
    try await driver.goBack()
    // Then
    #expect(try driver.text(of: "state") == "idle")
  }
}
