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
    ("tap Add player", .tap(.name("Add player"))),
    ("t  login ", .tap(.name("login"))),
    ("tap 3rd", .tap(.name("3rd"))),
    ("type username demo", .typeNamed("username demo")),
    ("y Enter  username  Ana  Maria", .typeNamed("Enter  username  Ana  Maria")),
    ("type abc", .typeNamed("abc")),
    ("toggle remember me", .toggle(.name("remember me"))),
    ("open Ana", .open(.name("Ana"))),
    ("delete Filipe", .delete(.name("Filipe"))),
    ("move Ana to Team A", .move(.name("Ana"), to: .name("Team A"))),
    ("move To TO 5", .move(.name("To"), to: 5)),
    ("m Ana 6", .move(.name("Ana"), to: 6)),
    ("pick picker 5 30", .pick(.name("picker"), ["5", "30"])),
    ("up teamA", .stepUp(.name("teamA"), times: 1)),
    ("up team a 3", .stepUp(.name("team a"), times: 3)),
    ("- teamBStepper 2", .stepDown(.name("teamBStepper"), times: 2)),
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
    ("tap", "'tap' needs: tap N|NAME; see 'help'."),
    ("tap 0", "'tap' needs: tap N|NAME; see 'help'."),
    ("tap -3", "'tap' needs: tap N|NAME; see 'help'."),
    ("tap 1 2", "'tap' needs: tap N|NAME; see 'help'."),
    ("tap 3 Login", "'tap' needs: tap N|NAME; see 'help'."),
    ("tap 99999999999999999999", "'tap' needs: tap N|NAME; see 'help'."),
    ("type", "'type' needs: type N|NAME TEXT; see 'help'."),
    ("type 0 demo", "'type' needs: type N|NAME TEXT; see 'help'."),
    ("toggle", "'toggle' needs: toggle N|NAME; see 'help'."),
    ("move 3", "'move' needs: move N|NAME to M|NAME; see 'help'."),
    ("move 3 onto 4", "'move' needs: move N|NAME to M|NAME; see 'help'."),
    ("move Ana to", "'move' needs: move N|NAME to M|NAME; see 'help'."),
    ("move Ana Team A", "'move' needs: move N|NAME to M|NAME; see 'help'."),
    ("pick 7", "'pick' needs: pick N|NAME VALUE...; see 'help'."),
    ("up", "'up' needs: up N|NAME [TIMES]; see 'help'."),
    ("down 1 -2", "'down' needs: down N|NAME [TIMES]; see 'help'."),
    ("up teamA 0", "'up' needs: up N|NAME [TIMES]; see 'help'."),
    ("up teamA 1001", "'up' steps at most 1000 times at once; '1001' is too many."),
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

  @Test(arguments: [20, 40, 60, 100])
  func givenHelp_whenListed_thenEveryCommandAppearsWithAnExample(width: Int) {
    // When
    let text = CommandInfo.helpText(width: width)
    // Then
    let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    for info in CommandInfo.all { #expect(flat.contains(info.usage)) }
    #expect(flat.contains("Examples: type username demo; type 2 demo; tap login; tap Add player"))
    #expect(flat.contains("the longest run of leading words that names a field is the NAME"))
  }

  @Test(arguments: [20, 26, 40, 60, 100])
  func givenANarrowScreen_whenHelpIsListed_thenLinesWrapBetweenWordsWithinTheWidth(width: Int) {
    // When
    let lines = CommandInfo.helpText(width: width).split(separator: "\n").map(String.init)
    // Then
    for line in lines {
      #expect(line.count <= width, "\(line.debugDescription) is wider than \(width)")
      #expect(!line.hasSuffix("(short:"), "\(line.debugDescription) parts '(short:' from a form")
    }
    // Nothing is lost; a word is cut only when it is wider than the narrowest line.
    let unwrapped = CommandInfo.helpText(width: 1_000)
    #expect(lines.joined().filter { !$0.isWhitespace } == unwrapped.filter { !$0.isWhitespace })
    if width > 20 {
      let words = unwrapped.split(whereSeparator: \.isWhitespace)
      #expect(lines.flatMap { $0.split(separator: " ") } == words)
    }
  }

  @Test func givenAWideScreen_whenHelpIsListed_thenSummariesSitBesideTheirUsage() {
    // When
    let text = CommandInfo.helpText(width: 80)
    // Then
    #expect(text.contains("\n  toggle N|NAME          flip a switch (short: o)\n"))
    #expect(
      text.contains(
        "\n  tap N|NAME             press a button (also a switch, a row or an alert\n"
          + "                         button) (short: t)\n"))
  }

  @Test func givenAFortyColumnScreen_whenHelpIsListed_thenEachSummaryGoesUnderItsUsage() {
    // When
    let text = CommandInfo.helpText(width: 40)
    // Then
    #expect(
      text.contains(
        "\n  toggle N|NAME\n    flip a switch (short: o)\n"))
  }
}
