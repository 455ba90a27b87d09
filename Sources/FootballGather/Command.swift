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
  static func parse(_ line: String) throws(CommandError) -> Command? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
    let words = trimmed.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    let word = words[0].lowercased()
    guard let info = CommandInfo.all.first(where: { $0.name == word || $0.aliases.contains(word) })
    else {
      throw CommandError(
        message: "Unknown command '\(words[0])'. Did you mean '\(closestCommand(to: word))'? "
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
    default:
      try exactly(0)
      switch info.name {
      case "back": return .back
      case "next": return .scroll(.pages(1))
      case "prev": return .scroll(.pages(-1))
      case "show": return .show
      case "help": return .help
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

  /// The command whose name or short form is the fewest edits away from `word`.
  static func closestCommand(to word: String) -> String {
    var best = (name: "help", distance: Int.max)
    for info in CommandInfo.all {
      for candidate in [info.name] + info.aliases {
        let distance = editDistance(word, candidate)
        if distance < best.distance { best = (info.name, distance) }
      }
    }
    return best.name
  }

  private static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(b.count, 1) where !b.isEmpty {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}
