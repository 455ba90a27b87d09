import Foundation

/// A password as the local backend keeps it: PBKDF2-HMAC-SHA256 with a random 16-byte salt.
struct StoredPassword: Codable {
  // Data, not [UInt8], so the JSON file shows base64 rather than arrays of numbers.
  let salt: Data
  let hash: Data
  let iterations: Int

  /// Derives a stored password from `secret` with a fresh random salt.
  init(secret: String, iterations: Int) {
    var generator = SystemRandomNumberGenerator()
    let salt = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    self.salt = Data(salt)
    self.hash = Data(Self.derive(secret, salt: salt, iterations: iterations))
    self.iterations = iterations
  }

  /// Whether `secret` is the password, comparing in time that does not depend on where bytes differ.
  func matches(_ secret: String) -> Bool {
    let candidate = Self.derive(secret, salt: Array(salt), iterations: iterations)
    guard candidate.count == hash.count else { return false }
    return zip(candidate, hash).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
  }

  private static func derive(_ secret: String, salt: [UInt8], iterations: Int) -> [UInt8] {
    PBKDF2.sha256(password: Array(secret.utf8), salt: salt, iterations: iterations, keyLength: 32)
  }
}
