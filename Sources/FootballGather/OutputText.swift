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
}
