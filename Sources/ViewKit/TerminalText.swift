/// Text as a terminal shows it: control characters made visible, widths in columns, long lines cut.
///
/// Whatever a screen holds (a name typed by a user, or sent by a server) is drawn as text, never
/// as a terminal instruction, and fits the width it is drawn at.
public enum TerminalText {
  /// `text` with every control character (C0, DEL, C1, ESC among them) written as `\u{XX}`.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// The columns `text` takes on a terminal: wide characters and emoji take two, combining
  /// marks none, every other character one.
  public static func width(of text: String) -> Int {
    // Nearly every line drawn is printable ASCII, one column a byte: no character to look up.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
    return text.reduce(0) { $0 + width(of: $1) }
  }

  /// `text` cut to at most `width` columns, ending with `…` when it was cut.
  public static func fitted(_ text: String, to width: Int) -> String {
    guard self.width(of: text) > width else { return text }
    guard width > 0 else { return "" }
    var result = ""
    var used = 0
    for character in text {
      let columns = self.width(of: character)
      if used + columns > width - 1 { break }
      result.append(character)
      used += columns
    }
    return result + "…"
  }

  /// The columns one character takes.
  static func width(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if isControl(first) { return 0 }
    let properties = first.properties
    if properties.isEmojiPresentation
      || (properties.isEmoji && scalars.contains { $0.value == 0xFE0F })
      || isWide(first.value)
    {
      return 2
    }
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// East Asian Wide and Fullwidth blocks, which terminals draw two columns wide.
  private static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
    0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
    0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
  ]

  /// Whether `value` is in a wide block; the blocks start at U+1100.
  private static func isWide(_ value: UInt32) -> Bool {
    value >= 0x1100 && wideRanges.contains { $0.contains(value) }
  }
}
