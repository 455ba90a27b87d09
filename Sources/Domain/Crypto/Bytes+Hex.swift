extension Sequence<UInt8> {
  /// The bytes as lowercase hex, two characters each.
  package var hexString: String {
    let digits = Array("0123456789abcdef")
    var result = ""
    for byte in self {
      result.append(digits[Int(byte >> 4)])
      result.append(digits[Int(byte & 0x0f)])
    }
    return result
  }
}
