/// PBKDF2 (RFC 8018 §5.2), here only with HMAC-SHA256 as its pseudo-random function.
package enum PBKDF2 {
  /// Derives `keyLength` bytes from `password` and `salt` with `iterations` rounds of HMAC-SHA256.
  package static func sha256(
    password: [UInt8], salt: [UInt8], iterations: Int, keyLength: Int
  ) -> [UInt8] {
    let keyed = HMACSHA256.KeyedStates(key: password)
    let rounds = max(iterations, 1)
    var derived: [UInt8] = []
    derived.reserveCapacity(keyLength + 32)
    // One scratch buffer for the whole derivation: the loop below must not allocate.
    let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64 + 8 + 8)
    defer { w.deallocate() }
    let u = w + 64
    let t = w + 72
    var blockIndex: UInt32 = 1
    while derived.count < keyLength {
      let indexBytes = (0..<4).map { UInt8(truncatingIfNeeded: blockIndex >> (24 - 8 * $0)) }
      let first = HMACSHA256.authenticationCode(keyed, message: salt + indexBytes)
      for i in 0..<8 {
        u[i] = SHA256Core.word(in: first, at: 4 * i)
        t[i] = u[i]
      }
      for _ in 1..<rounds {
        macOfDigest(keyed, u, scratch: w)
        for i in 0..<8 { t[i] ^= u[i] }
      }
      derived += SHA256Core.bytes(of: t, count: 8)
      blockIndex += 1
    }
    return Array(derived.prefix(keyLength))
  }

  /// Replaces the 32-byte value in `u` with its HMAC, word by word.
  ///
  /// A 32-byte message after a 64-byte key block fits in one padded block (768 bits in all),
  /// for both the inner and the outer hash.
  private static func macOfDigest(
    _ keyed: HMACSHA256.KeyedStates, _ u: UnsafeMutablePointer<UInt32>,
    scratch w: UnsafeMutablePointer<UInt32>
  ) {
    for i in 0..<8 { w[i] = u[i] }
    padOneDigestBlock(w)
    var inner = keyed.inner
    inner.compress(w)
    inner.store(into: w)
    padOneDigestBlock(w)
    var outer = keyed.outer
    outer.compress(w)
    outer.store(into: u)
  }

  /// Fills `w[8..<16]` with the padding of a 32-byte message that follows one 64-byte block.
  private static func padOneDigestBlock(_ w: UnsafeMutablePointer<UInt32>) {
    w[8] = 0x8000_0000
    for i in 9..<15 { w[i] = 0 }
    w[15] = (64 + 32) * 8
  }
}
