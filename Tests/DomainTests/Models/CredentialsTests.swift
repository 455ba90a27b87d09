import Domain
import Testing

@Suite struct CredentialsTests {
  @Test func givenCredentials_whenPrintedOrDumped_thenThePasswordNeverShows() {
    // Given
    let credentials = Credentials(username: "ana", password: "s3cret-pw")

    // When
    var dumped = ""
    dump(credentials, to: &dumped)
    let texts = [
      dumped, String(describing: credentials), String(reflecting: credentials),
      "\(credentials)",
    ]

    // Then
    for text in texts {
      #expect(!text.contains("s3cret-pw"))
      #expect(text.contains("ana"))
    }
  }

  @Test func givenCredentials_whenReadingTheirMirror_thenThePasswordIsRedacted() {
    // Given
    let credentials = Credentials(username: "ana", password: "s3cret-pw")

    // When
    let children = Mirror(reflecting: credentials).children.map { "\($0.label ?? ""): \($0.value)" }

    // Then
    #expect(children == ["username: ana", "password: <redacted>"])
  }
}
