/// Tricky Swift texts for comparing our counts with cloc's.
enum ClocFixtures {
  /// Named fixture texts.
  static let all: [(name: String, text: String)] = [
    ("mixed", "import Foundation\n\n/// Doc.\n// Note.\nlet x = 1  // trailing\n   \n"),
    ("nested", "/*\n/* inner */\nstill\n*/\nlet z = 3\n"),
    ("multiline", "let s = \"\"\"\n  // inside\n  /* not */\n\n  text\n  \"\"\"\n// c\n"),
    (
      "strings",
      "let u = \"http://x\" // y\nlet r = #\"raw \"// x\" \"#\nlet b = \"/*\"\nlet c = 2\n"
    ),
    ("blocks", "/* a */ let q = 1\nlet w = 2 /* b\n c */\nlet a = 1\n/* one\n\n two */\n"),
    ("continuation", "let s = \"\"\"\n  a \\\n\n  b\n  \"\"\"\n"),
    ("noNewline", "let a = 1\n// end"),
    ("unclosed", "let a = 1 /* never closed\n// x\nlet b = 2\n"),
    ("escapes", "let e = \"\\\"/* \"\nlet f = 1 */ + 2\n\t\n/// d\n"),
    ("crlf", "let a = 1\r\n\r\n// c\r\nlet b = 2\r\n"),
  ]
}
