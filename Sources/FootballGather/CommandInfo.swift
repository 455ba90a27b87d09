import Foundation

/// The name, short forms, usage and example of each command, in the order `help` lists them.
struct CommandInfo {
  let name: String
  let aliases: [String]
  let usage: String
  let summary: String

  static let all: [CommandInfo] = [
    CommandInfo(
      name: "tap", aliases: ["t"], usage: "tap N",
      summary: "press button N (also a switch, a row or an alert button)"),
    CommandInfo(
      name: "type", aliases: ["y"], usage: "type N TEXT",
      summary: "replace the text of field N with TEXT (nothing clears it)"),
    CommandInfo(name: "toggle", aliases: ["o"], usage: "toggle N", summary: "flip switch N"),
    CommandInfo(
      name: "open", aliases: ["select", "s"], usage: "open N", summary: "open or select row N"),
    CommandInfo(name: "delete", aliases: ["d"], usage: "delete N", summary: "delete row N"),
    CommandInfo(
      name: "move", aliases: ["m"], usage: "move N to M",
      summary: "move row N to row M's place, or to the end of section M"),
    CommandInfo(
      name: "pick", aliases: ["p"], usage: "pick N VALUE...",
      summary: "turn picker N's wheels to these values, e.g. pick 12 5 30"),
    CommandInfo(
      name: "up", aliases: ["+"], usage: "up N [TIMES]", summary: "step stepper N up"),
    CommandInfo(
      name: "down", aliases: ["-"], usage: "down N [TIMES]", summary: "step stepper N down"),
    CommandInfo(
      name: "answer", aliases: ["a"], usage: "answer BUTTON",
      summary: "answer the alert with its button, e.g. answer Yes"),
    CommandInfo(name: "back", aliases: ["b"], usage: "back", summary: "go back a screen"),
    CommandInfo(
      name: "wait", aliases: ["w"], usage: "wait SECONDS", summary: "let SECONDS of time pass"),
    CommandInfo(
      name: "next", aliases: ["n", "pgdn"], usage: "next",
      summary: "show the next page of a long list"),
    CommandInfo(
      name: "prev", aliases: ["previous", "pgup"], usage: "prev",
      summary: "show the previous page of a long list"),
    CommandInfo(
      name: "scroll", aliases: ["sc"], usage: "scroll up|down [ROWS]",
      summary: "scroll a long list (a page without ROWS); 'scroll to ROW' shows row ROW"),
    CommandInfo(name: "show", aliases: ["r"], usage: "show", summary: "draw the screen again"),
    CommandInfo(name: "help", aliases: ["h", "?"], usage: "help", summary: "list the commands"),
    CommandInfo(name: "quit", aliases: ["q", "exit"], usage: "quit", summary: "leave the app"),
  ]

  /// The text of the `help` command.
  static var helpText: String {
    let width = all.map(\.usage.count).max() ?? 0
    let lines = all.map { info in
      let usage = info.usage.padding(toLength: width, withPad: " ", startingAt: 0)
      let short = info.aliases.joined(separator: ", ")
      return "  \(usage)  \(info.summary) (short: \(short))"
    }
    return """
      Commands (N is the number shown before an element):
      \(lines.joined(separator: "\n"))
      Examples: type 1 demo   tap 3   open 4   move 5 to 9   answer Yes
      """
  }
}
