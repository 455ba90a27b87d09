import Foundation

/// The name, short forms, usage and example of each command, in the order `help` lists them.
struct CommandInfo {
  let name: String
  let aliases: [String]
  let usage: String
  let summary: String

  static let all: [CommandInfo] = [
    CommandInfo(
      name: "tap", aliases: ["t"], usage: "tap N|NAME",
      summary: "press a button (also a switch, a row or an alert button)"),
    CommandInfo(
      name: "type", aliases: ["y"], usage: "type N|NAME TEXT",
      summary:
        "replace a field's text with TEXT (nothing clears it); with a NAME, the longest run of "
        + "leading words that names a field is the NAME, the rest is the TEXT"),
    CommandInfo(name: "toggle", aliases: ["o"], usage: "toggle N|NAME", summary: "flip a switch"),
    CommandInfo(
      name: "open", aliases: ["select", "s"], usage: "open N|NAME", summary: "open or select a row"),
    CommandInfo(name: "delete", aliases: ["d"], usage: "delete N|NAME", summary: "delete a row"),
    CommandInfo(
      name: "move", aliases: ["m"], usage: "move N|NAME to M|NAME",
      summary: "move a row to another row's place, or to the end of a section"),
    CommandInfo(
      name: "pick", aliases: ["p"], usage: "pick N|NAME VALUE...",
      summary: "turn a picker's wheels to these values, e.g. pick picker 5 30 (a one-word NAME)"),
    CommandInfo(
      name: "up", aliases: ["+"], usage: "up N|NAME [TIMES]",
      summary: "step a stepper up"),
    CommandInfo(
      name: "down", aliases: ["-"], usage: "down N|NAME [TIMES]",
      summary: "step a stepper down"),
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
}
