@_spi(Hosting) import DeclarativeKit
import Testing
import ViewKit

@MainActor @Suite struct FocusStateTests {
  private enum Field: Hashable {
    case name, email
  }

  private struct SignUp: DeclarativeKit.View {
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focus: Field?

    var body: some DeclarativeKit.View {
      Text("Focus: \(focus.map { "\($0)" } ?? "none")")
      TextField("Name", text: $name)
        .focused($focus, equals: .name)
        .accessibilityIdentifier("name")
        .onSubmit { focus = .email }
      TextField("Email", text: $email)
        .focused($focus, equals: .email)
        .accessibilityIdentifier("email")
        .onSubmit { focus = nil }
      Button("Edit name") { focus = .name }
    }
  }

  private struct Search: DeclarativeKit.View {
    @State private var query = ""
    @FocusState private var isSearching: Bool

    var body: some DeclarativeKit.View {
      Text(isSearching ? "Searching" : "Idle")
      TextField("Search", text: $query)
        .focused($isSearching)
        .accessibilityIdentifier("search")
      Button("Search") { isSearching = true }
      Button("Done") { isSearching = false }
    }
  }

  @Test func givenAFocusState_whenSetInCode_thenItsFieldBecomesTheFirstResponder() async throws {
    // Given
    let (_, driver, _) = host(SignUp())
    #expect(driver.focusedField == nil)
    // When
    try await driver.tap("Edit name")
    // Then
    #expect(driver.focusedField == "name")
    #expect(driver.render().hasPrefix("Focus: name\n"))
  }

  @Test func givenFields_whenTheUserTypesIntoOne_thenTheFocusStateFollows() async throws {
    // Given
    let (_, driver, _) = host(SignUp())
    // When
    try await driver.type("ana@example.com", into: "email")
    // Then
    #expect(driver.focusedField == "email")
    #expect(driver.render().hasPrefix("Focus: email\n"))
  }

  @Test func givenOnSubmitMovingFocus_whenReturnIsPressed_thenTheNextFieldHasTheFocus()
    async throws
  {
    // Given
    let (_, driver, _) = host(SignUp())
    try await driver.type("Ana", into: "name")
    // When
    try await driver.submit("name")
    // Then
    #expect(driver.focusedField == "email")
    #expect(driver.render().hasPrefix("Focus: email\n"))
    try await driver.submit("email")
    #expect(driver.focusedField == nil)
    #expect(driver.render().hasPrefix("Focus: none\n"))
  }

  @Test func givenABoolFocusState_whenSetAndCleared_thenTheFieldGainsAndLosesTheFocus()
    async throws
  {
    // Given
    let (_, driver, _) = host(Search())
    // When
    try await driver.tap("Search")
    // Then
    #expect(driver.focusedField == "search")
    #expect(driver.render().hasPrefix("Searching\n"))
    try await driver.tap("Done")
    #expect(driver.focusedField == nil)
    #expect(driver.render().hasPrefix("Idle\n"))
  }

  @Test func givenABoolFocusState_whenTheUserTypes_thenItBecomesTrue() async throws {
    // Given
    let (_, driver, _) = host(Search())
    // When
    try await driver.type("Bo", into: "search")
    // Then
    #expect(driver.render().hasPrefix("Searching\n"))
  }
}
