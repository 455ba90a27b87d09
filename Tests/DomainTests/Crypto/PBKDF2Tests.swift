import Domain
import Testing

/// The PBKDF2-HMAC-SHA256 test vectors of RFC 7914 §11.
@Suite struct PBKDF2Tests {
  @Test func givenPasswdAndSaltWithOneIteration_whenDeriving_thenMatchesRFC7914() {
    // Given
    let password = Array("passwd".utf8)
    let salt = Array("salt".utf8)

    // When
    let key = PBKDF2.sha256(password: password, salt: salt, iterations: 1, keyLength: 64)

    // Then
    #expect(
      key
        == bytes(
          hex: """
            55 ac 04 6e 56 e3 08 9f ec 16 91 c2 25 44 b6 05 f9 41 85 21 6d de 04 65 e6 8b 9d 57 c2 0d ac bc
            49 ca 9c cc f1 79 b6 45 99 16 64 b3 9d 77 ef 31 7c 71 b8 45 b1 e3 0b d5 09 11 20 41 d3 a1 97 83
            """))
  }

  @Test func givenPasswordAndNaClWith80000Iterations_whenDeriving_thenMatchesRFC7914() {
    // Given
    let password = Array("Password".utf8)
    let salt = Array("NaCl".utf8)

    // When
    let key = PBKDF2.sha256(password: password, salt: salt, iterations: 80_000, keyLength: 64)

    // Then
    #expect(
      key
        == bytes(
          hex: """
            4d dc d8 f6 0b 98 be 21 83 0c ee 5e f2 27 01 f9 64 1a 44 18 d0 4c 04 14 ae ff 08 87 6b 34 ab 56
            a1 d4 25 a1 22 58 33 54 9a db 84 1b 51 c9 b3 17 6a 27 2b de bb a1 d0 78 47 8f 62 b3 97 f3 3c 8d
            """))
  }

  @Test func givenAShortKeyLength_whenDeriving_thenReturnsThePrefixOfTheLongerKey() {
    // Given
    let password = Array("passwd".utf8)
    let salt = Array("salt".utf8)

    // When
    let short = PBKDF2.sha256(password: password, salt: salt, iterations: 2, keyLength: 20)
    let long = PBKDF2.sha256(password: password, salt: salt, iterations: 2, keyLength: 64)

    // Then
    #expect(short.count == 20)
    #expect(short == Array(long.prefix(20)))
  }
}
