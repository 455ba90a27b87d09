import ViewKit

/// Text on its way to the user's terminal.
enum OutputText {
  /// `text` with the control characters of each line escaped: data typed by a user or sent by a
  /// server (a name, an echoed command, an error) is shown, never obeyed by the terminal.
  static func safe(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { TerminalText.escaped(String($0)) }
      .joined(separator: "\n")
  }

  /// `text` cut to at most `width` columns, ending in `…` when it was longer: a long name or
  /// command stays readable in a list or an echo.
  static func shortened(_ text: String, width: Int = 24) -> String {
    guard TerminalText.width(of: text) > width else { return text }
    var cut = ""
    for character in text {
      guard TerminalText.width(of: cut + String(character)) < width else { break }
      cut.append(character)
    }
    return cut + "…"
  }

  /// `text` with each line wider than `width` wrapped between words; lines that fit, such as
  /// the already wrapped help, keep their layout.
  static func fitted(_ text: String, width: Int) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { line in
        guard TerminalText.width(of: String(line)) > width else { return String(line) }
        return wrapped(line.split(separator: " ").map(String.init), width: width)
      }
      .joined(separator: "\n")
  }

  /// `words` in lines at most `width` columns wide, broken only between words (a word wider than
  /// a line is cut), each line after `firstLine` starting with `indent` spaces.
  ///
  /// `firstLine` starts the first line (default: the indent); a terminal cuts long lines anywhere,
  /// so text meant to be read is wrapped here first.
  static func wrapped(
    _ words: [String], width: Int, indent: Int = 0, firstLine: String? = nil
  ) -> String {
    let margin = String(repeating: " ", count: indent)
    let room = max(width - indent, 1)
    var lines: [String] = []
    var line = firstLine ?? margin
    var isLineEmpty = true
    for word in words.flatMap({ pieces(of: $0, room: room) }) {
      let needed =
        TerminalText.width(of: line) + (isLineEmpty ? 0 : 1) + TerminalText.width(of: word)
      if !isLineEmpty && needed > width {
        lines.append(line)
        line = margin
        isLineEmpty = true
      }
      line += (isLineEmpty ? "" : " ") + word
      isLineEmpty = false
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// `word` cut into pieces of at most `room` columns.
  private static func pieces(of word: String, room: Int) -> [String] {
    var pieces: [String] = []
    var piece = ""
    for character in word {
      if TerminalText.width(of: piece + String(character)) > room, !piece.isEmpty {
        pieces.append(piece)
        piece = ""
      }
      piece.append(character)
    }
    return pieces + (piece.isEmpty ? [] : [piece])
  }
}
