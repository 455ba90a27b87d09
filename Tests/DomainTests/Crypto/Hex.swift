/// Test helper: bytes from a hex string written with or without spaces.
func bytes(hex: String) -> [UInt8] {
  let digits = Array(hex.filter { !$0.isWhitespace })
  return stride(from: 0, to: digits.count, by: 2).compactMap {
    UInt8(String(digits[$0...$0 + 1]), radix: 16)
  }
}
