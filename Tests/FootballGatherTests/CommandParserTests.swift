import Testing

@testable import FootballGather

@MainActor @Suite struct CommandParserTests {
  @Test(arguments: [
    ("tap 3", Command.tap(3)),
    ("t 3", .tap(3)),
    ("  TAP   12  ", .tap(12)),
    ("type 1 demo", .type(1, "demo")),
    ("y 1 Ana  Maria", .type(1, "Ana  Maria")),
    ("type 2", .type(2, "")),
    ("toggle 4", .toggle(4)),
    ("o 4", .toggle(4)),
    ("open 5", .open(5)),
    ("select 5", .open(5)),
    ("s 5", .open(5)),
    ("delete 6", .delete(6)),
    ("d 6", .delete(6)),
    ("move 3 to 6", .move(3, to: 6)),
    ("m 3 6", .move(3, to: 6)),
    ("pick 7 5 30", .pick(7, ["5", "30"])),
    ("p 7 5", .pick(7, ["5"])),
    ("up 2", .stepUp(2, times: 1)),
    ("+ 2 3", .stepUp(2, times: 3)),
    ("down 3", .stepDown(3, times: 1)),
    ("- 3 2", .stepDown(3, times: 2)),
    ("answer Yes", .answer("Yes")),
    ("a Not now", .answer("Not now")),
    ("back", .back),
    ("b", .back),
    ("wait 3", .wait(seconds: 3)),
    ("w 0", .wait(seconds: 0)),
    ("next", .scroll(.pages(1))),
    ("n", .scroll(.pages(1))),
    ("prev", .scroll(.pages(-1))),
    ("pgup", .scroll(.pages(-1))),
    ("scroll down", .scroll(.pages(1))),
    ("sc up", .scroll(.pages(-1))),
    ("scroll down 20", .scroll(.rows(20))),
    ("scroll UP 5", .scroll(.rows(-5))),
    ("scroll to 5000", .scroll(.toRow(5000))),
    ("show", .show),
    ("help", .help),
    ("?", .help),
    ("quit", .quit),
    ("q", .quit),
    ("exit", .quit),
  ])
  func givenACommandLine_whenParsed_thenItIsTheCommand(line: String, expected: Command) throws {
    // When
    let command = try Command.parse(line)
    // Then
    #expect(command == expected)
  }

  @Test(arguments: ["", "   ", "# a comment", "  # indented comment"])
  func givenABlankOrCommentLine_whenParsed_thenThereIsNoCommand(line: String) throws {
    // When
    let command = try Command.parse(line)
    // Then
    #expect(command == nil)
  }

  @Test(arguments: [
    ("tapp 3", "Unknown command 'tapp'. Did you mean 'tap'? Type 'help' for the list."),
    ("mvoe 1 2", "Unknown command 'mvoe'. Did you mean 'move'? Type 'help' for the list."),
    ("quti", "Unknown command 'quti'. Did you mean 'quit'? Type 'help' for the list."),
    ("tap", "'tap' needs: tap N; see 'help'."),
    ("tap x", "'tap' needs: tap N; see 'help'."),
    ("tap 0", "'tap' needs: tap N; see 'help'."),
    ("tap 1 2", "'tap' needs: tap N; see 'help'."),
    ("type", "'type' needs: type N TEXT; see 'help'."),
    ("type abc", "'type' needs: type N TEXT; see 'help'."),
    ("move 3", "'move' needs: move N to M; see 'help'."),
    ("move 3 onto 4", "'move' needs: move N to M; see 'help'."),
    ("pick 7", "'pick' needs: pick N VALUE...; see 'help'."),
    ("up", "'up' needs: up N [TIMES]; see 'help'."),
    ("down 1 -2", "'down' needs: down N [TIMES]; see 'help'."),
    ("answer", "'answer' needs: answer BUTTON; see 'help'."),
    ("wait", "'wait' needs: wait SECONDS; see 'help'."),
    ("wait soon", "'wait' needs: wait SECONDS; see 'help'."),
    ("back 2", "'back' needs: back; see 'help'."),
    ("quit now", "'quit' needs: quit; see 'help'."),
    ("next 2", "'next' needs: next; see 'help'."),
    ("scroll", "'scroll' needs: scroll up|down [ROWS], or scroll to ROW; see 'help'."),
    ("scroll left", "'scroll' needs: scroll up|down [ROWS], or scroll to ROW; see 'help'."),
    ("scroll down 0", "'scroll' needs: scroll up|down [ROWS], or scroll to ROW; see 'help'."),
    ("scroll to", "'scroll' needs: scroll up|down [ROWS], or scroll to ROW; see 'help'."),
    ("scroll to -3", "'scroll' needs: scroll up|down [ROWS], or scroll to ROW; see 'help'."),
    (
      "scroll down 1000001",
      "'scroll' moves at most 1000000 rows at once; '1000001' is too many."
    ),
  ])
  func givenAMalformedLine_whenParsed_thenTheErrorSaysWhatIsWrong(line: String, message: String) {
    // When / Then
    #expect(throws: CommandError(message: message)) { try Command.parse(line) }
  }

  @Test func givenHelp_whenListed_thenEveryCommandAppearsWithAnExample() {
    // When
    let text = CommandInfo.helpText
    // Then
    for info in CommandInfo.all { #expect(text.contains(info.usage)) }
    #expect(text.contains("Examples: type 1 demo"))
  }
}
