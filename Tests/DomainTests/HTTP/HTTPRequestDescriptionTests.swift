import Domain
import Testing

@Suite struct HTTPRequestDescriptionTests {
  @Test func givenALoginRequest_whenPrintedOrDumped_thenTheBasicValueNeverShows() {
    // Given
    let basic = HTTPAuthService.basicValue(for: Credentials(username: "demo", password: "demo"))
    let request = HTTPRequest(
      method: .post, path: ["api", "users", "login"], authorization: .basic(basic),
      expectedStatus: 200)

    // When
    var dumped = ""
    dump(request, to: &dumped)
    let texts = [dumped, String(describing: request), String(reflecting: request), "\(request)"]

    // Then
    for text in texts {
      #expect(!text.contains(basic))
      #expect(text.contains("<redacted>"))
    }
  }
}
