@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct TextFieldTests {
  private struct Login: DeclarativeKit.View {
    @State private var username = ""
    @State private var password = ""

    var body: some DeclarativeKit.View {
      TextField("Username", text: $username).accessibilityIdentifier("username")
      SecureField("Password", text: $password).accessibilityIdentifier("password")
      Text("\(username):\(password.count)").accessibilityIdentifier("echo")
      Button("Clear") {
        username = ""
      }
    }
  }

  @Test func givenAField_whenTheUserTypes_thenTheBoundStateChanges() async throws {
    // Given
    let (_, driver, _) = host(Login())
    // When
    try await driver.type("ana", into: "username")
    try await driver.type("secret", into: "password")
    // Then
    #expect(try driver.text(of: "echo") == "ana:6")
  }

  @Test func givenTypedText_whenTheStateIsCleared_thenTheSameFieldIsEmptied() async throws {
    // Given
    let (_, driver, _) = host(Login())
    try await driver.type("ana", into: "username")
    let field = try #require(driver.element("username") as? ViewKit.TextField)
    // When
    try await driver.tap("Clear")
    // Then
    #expect(driver.element("username") === field)
    #expect(field.text.isEmpty)
  }

  @Test func givenASecureField_whenRendered_thenItIsMaskedWithItsPlaceholder() async throws {
    // Given
    let (window, driver, _) = host(Login())
    // When
    try await driver.type("abc", into: "password")
    // Then
    #expect(
      Renderer.render(window)
        == "[(Username)__________]\n[•••_________________]\n:3\n[Clear]")
  }
}
