// MARK: - The text of the `help` command

extension CommandInfo {
  /// The narrowest summary column worth keeping beside the usages; narrower, it goes below.
  private static let minimumSummaryWidth = 24

  /// The groups `help` lists the commands in, by name.
  private static let groups: [(title: String, names: [String])] = [
    (
      "Act on an element",
      ["tap", "type", "toggle", "open", "delete", "move", "pick", "up", "down"]
    ),
    ("Answer an alert", ["answer"]),
    ("Move around", ["back", "next", "prev", "scroll", "wait"]),
    ("The app", ["show", "help", "quit"]),
  ]

  /// The text of `help`: the commands by group, short enough for a 40-line window at any width
  /// from 20 columns; `help COMMAND` and `help all` say more.
  static func overview(width: Int) -> String {
    let intro =
      "Act on an element by the number shown before it or by its name (label, placeholder or "
      + "identifier). Commands:"
    let groups = groups.map { group in
      OutputText.wrapped(
        (group.title + ":").split(separator: " ").map(String.init)
          + group.names.indices.map { group.names[$0] + ($0 < group.names.count - 1 ? "," : "") },
        width: width, indent: 2, firstLine: "  ")
    }
    let end =
      "'help COMMAND' explains one (e.g. help type); 'help all' lists every command with examples."
    return
      ([OutputText.wrapped(words(of: intro), width: width)] + groups
      + [OutputText.wrapped(words(of: end), width: width)]).joined(separator: "\n")
  }

  /// The text of `help topic`: `all` is every command, else the command named or short-named so.
  static func helpText(on topic: String, width: Int) -> String? {
    if topic == "all" { return helpText(width: width) }
    guard let info = all.first(where: { $0.name == topic || $0.aliases.contains(topic) }) else {
      return nil
    }
    return info.helpEntry(width: width, usageWidth: info.usage.count)
  }

  /// The text of `help all`: every command, wrapped between words to `width` columns.
  static func helpText(width: Int) -> String {
    let intro = [
      "Commands. N is the number shown before an element. NAME is its label, placeholder or "
        + "identifier (e.g. username, login, Add player, remember): any case, the whole name "
        + "or, if only one element's name starts so, its start. A word made of digits is "
        + "always N."
    ]
    let examples =
      "Examples: type username demo; type 2 demo; tap login; tap Add player; open Ana; "
      + "move Ana to Team A; up teamA 2; answer Yes"
    let paragraphs = intro.map { OutputText.wrapped(words(of: $0), width: width) }
    let commands = all.map { $0.helpEntry(width: width, usageWidth: usageWidth) }
    let end = OutputText.wrapped(words(of: examples), width: width)
    return (paragraphs + commands + [end]).joined(separator: "\n")
  }

  private static var usageWidth: Int { all.map(\.usage.count).max() ?? 0 }

  /// The usage, then the summary beside it when there is room, else under it.
  private func helpEntry(width: Int, usageWidth: Int) -> String {
    let summaryWords = Self.words(of: summary) + shortForms
    let column = 2 + usageWidth + 2
    guard width - column >= Self.minimumSummaryWidth else {
      let usageLines = OutputText.wrapped(Self.words(of: usage), width: width, indent: 2)
      return usageLines + "\n" + OutputText.wrapped(summaryWords, width: width, indent: 4)
    }
    let usage = "  " + self.usage.padding(toLength: usageWidth, withPad: " ", startingAt: 0)
    return OutputText.wrapped(summaryWords, width: width, indent: column, firstLine: usage + "  ")
  }

  /// `(short: a, b)` as words to wrap: a line may break between two forms, never after
  /// "(short:", which is read with the first.
  private var shortForms: [String] {
    aliases.indices.map { index in
      (index == 0 ? "(short: " : "") + aliases[index]
        + (index == aliases.count - 1 ? ")" : ",")
    }
  }

  private static func words(of text: String) -> [String] {
    text.split(separator: " ").map(String.init)
  }
}
