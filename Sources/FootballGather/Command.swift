import Foundation

/// One thing the user asks the app to do, read from a line of input.
enum Command: Equatable {
  case tap(Target)
  case type(Target, String)
  /// `type NAME TEXT`: the rest of the line, split into a field's name and the text only where
  /// the fields are known, on screen (`AppSession.fieldAndText`).
  case typeNamed(String)
  case toggle(Target)
  case open(Target)
  case delete(Target)
  case move(Target, to: Target)
  case pick(Target, [String])
  case stepUp(Target, times: Int)
  case stepDown(Target, times: Int)
  case answer(String)
  case back
  case wait(seconds: Int)
  case scroll(Scroll)
  case show
  case help
  /// `help all` or `help COMMAND`.
  case helpOn(String)
  case quit
}

/// A line that is not a command, with what was wrong and the closest command.
struct CommandError: Error, Equatable {
  let message: String
}

extension Command {
  /// The longest `wait`: one day, far beyond any match, and far from overflowing a clock.
  static let maxWaitSeconds = 86_400
  /// The most steps one `up` or `down` takes; a score never needs more.
  static let maxSteps = 1_000
}

extension Command {
  /// Reads one line; blank lines and `#` comments are `nil`.
  ///
  /// Keys that send control characters or escape sequences (Ctrl-L, an arrow key) add nothing to
  /// the command: they are dropped, a tab counts as a space.
  static func parse(_ line: String) throws(CommandError) -> Command? {
    let trimmed = typed(line).trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    let words = trimmed.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let word = words[0].lowercased()
    guard let info = CommandInfo.all.first(where: { $0.name == word || $0.aliases.contains(word) })
    else {
      let suggestion = closestCommand(to: word).map { " Did you mean '\($0)'?" } ?? ""
      throw CommandError(
        message: "Unknown command '\(OutputText.shortened(words[0]))'.\(suggestion) "
          + "Type 'help' for the list.")
    }
    let arguments = Array(words.dropFirst())
    func fail() -> CommandError {
      CommandError(message: "'\(info.name)' needs: \(info.usage); see 'help'.")
    }
    func exactly(_ count: Int) throws(CommandError) {
      guard arguments.count == count else { throw fail() }
    }
    func target(_ words: some Collection<String>) throws(CommandError) -> Target {
      guard let target = Target.parse(words) else { throw fail() }
      return target
    }
    switch info.name {
    case "tap": return .tap(try target(arguments))
    case "type":
      guard let first = arguments.first else { throw fail() }
      let isNumber = Target.isNumber(first)
      // The text is the rest of the line as typed, inner spaces kept.
      let rest = Self.words(trimmed, droppingFirst: isNumber ? 2 : 1)
      guard isNumber else { return .typeNamed(rest) }
      return .type(try target([first]), rest)
    case "toggle": return .toggle(try target(arguments))
    case "open": return .open(try target(arguments))
    case "delete": return .delete(try target(arguments))
    case "move":
      // `move A to B`, split at the first `to` after A; or `move N M`.
      if let to = arguments.dropFirst().firstIndex(where: { $0.lowercased() == "to" }) {
        return .move(
          try target(arguments[..<to]), to: try target(arguments[(to + 1)...]))
      }
      guard arguments.count == 2 else { throw fail() }
      return .move(try target([arguments[0]]), to: try target([arguments[1]]))
    case "pick":
      guard arguments.count >= 2 else { throw fail() }
      return .pick(try target([arguments[0]]), Array(arguments.dropFirst()))
    case "up", "down":
      // A last word that is a number, after at least one other, is TIMES.
      let last = arguments.count >= 2 ? arguments.last : nil
      let timesWord = last.flatMap { Target.isNumber($0) ? $0 : nil }
      var times = 1
      if let timesWord {
        guard let number = Int(timesWord), number > 0 else { throw fail() }
        times = number
      }
      guard times <= maxSteps else {
        throw CommandError(
          message: "'\(info.name)' steps at most \(maxSteps) times at once; "
            + "'\(timesWord ?? "")' is too many.")
      }
      let stepper = try target(timesWord == nil ? arguments[...] : arguments.dropLast())
      return info.name == "up"
        ? .stepUp(stepper, times: times) : .stepDown(stepper, times: times)
    case "answer":
      guard !arguments.isEmpty else { throw fail() }
      return .answer(arguments.joined(separator: " "))
    case "wait":
      try exactly(1)
      guard let seconds = Int(arguments[0]), seconds >= 0 else { throw fail() }
      guard seconds <= maxWaitSeconds else {
        throw CommandError(
          message: "'wait' lets at most \(maxWaitSeconds) seconds (one day) pass at once; "
            + "'\(arguments[0])' is too long.")
      }
      return .wait(seconds: seconds)
    case "scroll":
      return .scroll(try Scroll.parse(arguments, usage: info.usage))
    case "help":
      guard arguments.count <= 1 else { throw fail() }
      return arguments.first.map { .helpOn($0.lowercased()) } ?? .help
    default:
      try exactly(0)
      switch info.name {
      case "back": return .back
      case "next": return .scroll(.pages(1))
      case "prev": return .scroll(.pages(-1))
      case "show": return .show
      default: return .quit
      }
    }
  }

  /// `line` without its first `count` words and the spaces after them; inner spaces are kept.
  private static func words(_ line: String, droppingFirst count: Int) -> String {
    var rest = Substring(line)
    for _ in 0..<count {
      rest = rest.drop(while: { $0 != " " })
      rest = rest.drop(while: { $0 == " " })
    }
    return String(rest)
  }

  /// The command whose name is the fewest edits away from `word`, if it is close enough to be
  /// a typo of it: two edits, one for a word of four letters or fewer.
  static func closestCommand(to word: String) -> String? {
    var best: (name: String, distance: Int)?
    for info in CommandInfo.all {
      for candidate in [info.name] + info.aliases where candidate.count > 1 {
        let distance = editDistance(word, candidate)
        if distance < best?.distance ?? Int.max { best = (info.name, distance) }
      }
    }
    guard let best, best.distance <= (word.count <= 4 ? 1 : 2) else { return nil }
    return best.name
  }

  /// `line` as the user meant it: escape sequences and control characters dropped, tabs spaces.
  static func typed(_ line: String) -> String {
    var result = ""
    var scalars = line.unicodeScalars.makeIterator()
    while let scalar = scalars.next() {
      switch scalar {
      case "\t": result.append(" ")
      case "\u{1B}":
        // CSI (`ESC [ … final`) and SS3 (`ESC O x`) sequences, as arrow keys send them.
        guard let kind = scalars.next() else { break }
        if kind == "[" {
          while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
        } else if kind == "O" {
          _ = scalars.next()
        }
      default:
        if scalar.properties.generalCategory != .control { result.unicodeScalars.append(scalar) }
      }
    }
    return result
  }

  /// Edits from `a` to `b`: insertions, deletions, substitutions and swaps of two neighbours
  /// (the optimal string alignment distance), so `mvoe` is one edit from `move`.
  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }

}
