/// The eight chaining words of SHA-256 and its block compression (FIPS 180-4 §6.2).
///
/// Works on 32-bit words rather than bytes so that PBKDF2 can chain thousands of one-block hashes
/// without converting or allocating between them.
struct SHA256Core {
  /// The chaining words H0…H7.
  private var h0: UInt32
  private var h1: UInt32
  private var h2: UInt32
  private var h3: UInt32
  private var h4: UInt32
  private var h5: UInt32
  private var h6: UInt32
  private var h7: UInt32

  /// The initial hash value of FIPS 180-4 §5.3.3.
  static let initial = SHA256Core(
    h0: 0x6a09_e667, h1: 0xbb67_ae85, h2: 0x3c6e_f372, h3: 0xa54f_f53a,
    h4: 0x510e_527f, h5: 0x9b05_688c, h6: 0x1f83_d9ab, h7: 0x5be0_cd19)

  /// Compresses one block held as 16 big-endian words in `w[0..<16]`; `w` needs room for 64 words.
  ///
  /// The message schedule is expanded in place into `w[16..<64]`, so the caller owns all scratch space.
  mutating func compress(_ w: UnsafeMutablePointer<UInt32>) {
    for t in 16..<64 {
      let x = w[t - 15]
      let y = w[t - 2]
      let s0 = ((x >> 7) | (x << 25)) ^ ((x >> 18) | (x << 14)) ^ (x >> 3)
      let s1 = ((y >> 17) | (y << 15)) ^ ((y >> 19) | (y << 13)) ^ (y >> 10)
      w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
    }
    var a = h0
    var b = h1
    var c = h2
    var d = h3
    var e = h4
    var f = h5
    var g = h6
    var h = h7
    Self.roundConstants.withUnsafeBufferPointer { k in
      for t in 0..<64 {
        let bigS1 = ((e >> 6) | (e << 26)) ^ ((e >> 11) | (e << 21)) ^ ((e >> 25) | (e << 7))
        let choice = (e & f) ^ (~e & g)
        let t1 = h &+ bigS1 &+ choice &+ k[t] &+ w[t]
        let bigS0 = ((a >> 2) | (a << 30)) ^ ((a >> 13) | (a << 19)) ^ ((a >> 22) | (a << 10))
        let majority = (a & b) ^ (a & c) ^ (b & c)
        let t2 = bigS0 &+ majority
        h = g
        g = f
        f = e
        e = d &+ t1
        d = c
        c = b
        b = a
        a = t1 &+ t2
      }
    }
    h0 = h0 &+ a
    h1 = h1 &+ b
    h2 = h2 &+ c
    h3 = h3 &+ d
    h4 = h4 &+ e
    h5 = h5 &+ f
    h6 = h6 &+ g
    h7 = h7 &+ h
  }

  /// Writes the eight chaining words to `w[0..<8]`.
  func store(into w: UnsafeMutablePointer<UInt32>) {
    w[0] = h0
    w[1] = h1
    w[2] = h2
    w[3] = h3
    w[4] = h4
    w[5] = h5
    w[6] = h6
    w[7] = h7
  }

  /// Hashes `message` as the rest of a message whose first `priorByteCount` bytes are already
  /// compressed into this state, and returns the 32-byte digest.
  func finish(_ message: [UInt8], priorByteCount: Int) -> [UInt8] {
    var padded = message
    padded.append(0x80)
    while padded.count % 64 != 56 { padded.append(0) }
    let bitCount = UInt64(priorByteCount + message.count) &* 8
    for shift in stride(from: 56, through: 0, by: -8) {
      padded.append(UInt8(truncatingIfNeeded: bitCount >> UInt64(shift)))
    }
    var state = self
    let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
    defer { w.deallocate() }
    for blockStart in stride(from: 0, to: padded.count, by: 64) {
      for i in 0..<16 { w[i] = Self.word(in: padded, at: blockStart + 4 * i) }
      state.compress(w)
    }
    state.store(into: w)
    return Self.bytes(of: w, count: 8)
  }

  /// Reads the big-endian word that starts at `index`.
  static func word(in bytes: [UInt8], at index: Int) -> UInt32 {
    UInt32(bytes[index]) << 24 | UInt32(bytes[index + 1]) << 16 | UInt32(bytes[index + 2]) << 8
      | UInt32(bytes[index + 3])
  }

  /// Writes `count` words out as big-endian bytes.
  static func bytes(of w: UnsafeMutablePointer<UInt32>, count: Int) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(4 * count)
    for i in 0..<count {
      let word = w[i]
      result.append(UInt8(truncatingIfNeeded: word >> 24))
      result.append(UInt8(truncatingIfNeeded: word >> 16))
      result.append(UInt8(truncatingIfNeeded: word >> 8))
      result.append(UInt8(truncatingIfNeeded: word))
    }
    return result
  }

  /// The round constants K of FIPS 180-4 §4.2.2.
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]
}
