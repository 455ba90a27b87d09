import Foundation

/// One thing the user asks the app to do, read from a line of input.
enum Command: Equatable {
  case tap(Int)
  case type(Int, String)
  case toggle(Int)
  case open(Int)
  case delete(Int)
  case move(Int, to: Int)
  case pick(Int, [String])
  case stepUp(Int, times: Int)
  case stepDown(Int, times: Int)
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
    func handle(_ index: Int) throws(CommandError) -> Int {
      guard arguments.indices.contains(index), let number = Int(arguments[index]), number > 0
      else { throw fail() }
      return number
    }
    func exactly(_ count: Int) throws(CommandError) {
      guard arguments.count == count else { throw fail() }
    }
    switch info.name {
    case "tap":
      try exactly(1)
      return .tap(try handle(0))
    case "type":
      let number = try handle(0)
      // The text is the rest of the line as typed, inner spaces kept.
      var rest = Substring(trimmed)
      for _ in 0..<2 {
        rest = rest.drop(while: { $0 != " " })
        rest = rest.drop(while: { $0 == " " })
      }
      return .type(number, String(rest))
    case "toggle":
      try exactly(1)
      return .toggle(try handle(0))
    case "open":
      try exactly(1)
      return .open(try handle(0))
    case "delete":
      try exactly(1)
      return .delete(try handle(0))
    case "move":
      let hasTo = arguments.count == 3 && arguments[1].lowercased() == "to"
      guard arguments.count == 2 || hasTo else { throw fail() }
      return .move(try handle(0), to: try handle(hasTo ? 2 : 1))
    case "pick":
      guard arguments.count >= 2 else { throw fail() }
      return .pick(try handle(0), Array(arguments.dropFirst()))
    case "up", "down":
      guard arguments.count == 1 || arguments.count == 2 else { throw fail() }
      let times = arguments.count == 2 ? try handle(1) : 1
      guard times <= maxSteps else {
        throw CommandError(
          message: "'\(info.name)' steps at most \(maxSteps) times at once; "
            + "'\(arguments[1])' is too many.")
      }
      return info.name == "up"
        ? .stepUp(try handle(0), times: times) : .stepDown(try handle(0), times: times)
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
