/// HMAC with SHA-256 (RFC 2104), the pseudo-random function of PBKDF2.
package enum HMACSHA256 {
  /// The 32-byte authentication code of `message` under `key`.
  package static func authenticationCode(for message: [UInt8], key: [UInt8]) -> [UInt8] {
    authenticationCode(KeyedStates(key: key), message: message)
  }

  /// The authentication code of `message` under precomputed key states.
  static func authenticationCode(_ keyed: KeyedStates, message: [UInt8]) -> [UInt8] {
    keyed.outer.finish(keyed.inner.finish(message, priorByteCount: 64), priorByteCount: 64)
  }

  /// The SHA-256 states after the inner (ipad) and outer (opad) key blocks.
  ///
  /// Computed once per key, so each further MAC costs only the message's own blocks.
  struct KeyedStates {
    /// The state after compressing `key XOR ipad`.
    let inner: SHA256Core
    /// The state after compressing `key XOR opad`.
    let outer: SHA256Core

    /// Pads or hashes `key` to one block, then compresses it with both pads.
    init(key: [UInt8]) {
      var block = key.count > 64 ? SHA256.hash(key) : key
      block += [UInt8](repeating: 0, count: 64 - block.count)
      let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
      defer { w.deallocate() }
      var inner = SHA256Core.initial
      for i in 0..<16 { w[i] = SHA256Core.word(in: block, at: 4 * i) ^ 0x3636_3636 }
      inner.compress(w)
      var outer = SHA256Core.initial
      for i in 0..<16 { w[i] = SHA256Core.word(in: block, at: 4 * i) ^ 0x5c5c_5c5c }
      outer.compress(w)
      self.inner = inner
      self.outer = outer
    }
  }
}
