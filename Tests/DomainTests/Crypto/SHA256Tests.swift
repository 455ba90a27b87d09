import Domain
import Testing

@Suite struct SHA256Tests {
  @Test func givenTheEmptyMessage_whenHashed_thenMatchesFIPS180() {
    // Given
    let message: [UInt8] = []

    // When
    let digest = SHA256.hash(message)

    // Then
    #expect(digest.hexString == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test func givenABC_whenHashed_thenMatchesFIPS180() {
    // Given
    let message = "abc"

    // When
    let hex = SHA256.hexDigest(of: message)

    // Then
    #expect(hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func givenTheTwoBlockMessage_whenHashed_thenMatchesFIPS180() {
    // Given
    let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"

    // When
    let hex = SHA256.hexDigest(of: message)

    // Then
    #expect(hex == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
  }

  @Test func givenOneMillionLetterA_whenHashed_thenMatchesFIPS180() {
    // Given
    let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)

    // When
    let digest = SHA256.hash(message)

    // Then
    #expect(digest.hexString == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test func givenMessagesAroundThePaddingEdge_whenHashed_thenEachIsThirtyTwoDistinctBytes() {
    // Given: 55, 56 and 64 bytes need one, two and two padded blocks
    let lengths = [55, 56, 63, 64, 65]

    // When
    let digests = lengths.map { SHA256.hash([UInt8](repeating: 0x61, count: $0)) }

    // Then
    #expect(digests.allSatisfy { $0.count == 32 })
    #expect(Set(digests.map(\.hexString)).count == lengths.count)
  }

  @Test func givenTheSpecPassword_whenHexDigested_thenMatchesSpecVector() {
    // Given
    let password = "test"

    // When
    let hex = SHA256.hexDigest(of: password)

    // Then
    #expect(hex == "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08")
  }

  @Test func givenDemoCredentials_whenReadingHashedPassword_thenMatchesSpecVector() {
    // Given
    let credentials = Credentials(username: "demo", password: "demo")

    // When
    let hashed = credentials.hashedPassword

    // Then
    #expect(hashed == "2a97516c354b68848cdbd8f54a226a0a55b21ed138e207ad6c5cbb9c00aa5aea")
  }
}
