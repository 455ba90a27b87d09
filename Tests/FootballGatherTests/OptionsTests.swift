import Foundation
import Testing

@testable import FootballGather

@MainActor @Suite struct OptionsTests {
  @Test func givenNoArguments_whenParsed_thenTheDefaultsApply() throws {
    // Given
    let arguments: [String] = []
    // When
    let options = try Options.parse(arguments)
    // Then
    #expect(options == Options())
    #expect(options.architecture == "mvp")
    #expect(options.backend == .standard)
    #expect(options.width == nil)
    #expect(!options.demo && !options.manualClock && options.action == .run)
  }

  @Test(arguments: Architecture.all.map(\.name))
  func givenEachArchitecture_whenParsed_thenItIsChosen(name: String) throws {
    // Given
    let arguments = ["--architecture", name.uppercased()]
    // When
    let options = try Options.parse(arguments)
    // Then
    #expect(options.architecture == name)
  }

  @Test(arguments: Architecture.all.flatMap { pattern in pattern.uis.map { (pattern.name, $0) } })
  func givenEachArchitectureAndEachOfItsUIs_whenParsed_thenBothAreChosen(
    name: String, ui: UserInterface
  ) throws {
    // Given
    let arguments = ["--ui", ui.rawValue.uppercased(), "--architecture", name]
    // When
    let options = try Options.parse(arguments)
    // Then
    #expect(options.architecture == name)
    #expect(options.ui == ui)
  }

  @Test func givenTheAliasMVPC_whenParsed_thenMVPCIsChosenByItsName() throws {
    // Given
    let arguments = ["--architecture", "MVPC"]
    // When
    let options = try Options.parse(arguments)
    // Then
    #expect(options.architecture == "mvp-c")
  }

  @Test func givenEveryOption_whenParsed_thenEachIsRead() throws {
    // Given
    let arguments = [
      "--architecture=mvp", "--data", "/tmp/fg/data.json", "--demo", "--width", "80",
      "--manual-clock",
    ]
    // When
    let options = try Options.parse(arguments)
    // Then
    var expected = Options()
    expected.backend = .file("/tmp/fg/data.json")
    expected.demo = true
    expected.width = 80
    expected.manualClock = true
    #expect(options == expected)
  }

  @Test func givenHeightAndDemoPlayers_whenParsed_thenBothAreReadAndTheDemoIsOn() throws {
    // When
    let options = try Options.parse(["--in-memory", "--height=24", "--demo-players", "10000"])
    // Then
    #expect(options.height == 24)
    #expect(options.demoPlayers == 10_000)
    #expect(options.demo)
  }

  @Test func givenEachMode_whenTheScreenHeightIsChosen_thenOnlyATerminalOrHeightLimitsIt() {
    // When / Then
    #expect(CommandLineApp.screenHeight(asked: nil, rows: 30, interactive: true) == 27)
    #expect(CommandLineApp.screenHeight(asked: nil, rows: 6, interactive: true) == 5)
    #expect(CommandLineApp.screenHeight(asked: nil, rows: 30, interactive: false) == nil)
    #expect(CommandLineApp.screenHeight(asked: 12, rows: nil, interactive: false) == 12)
    #expect(CommandLineApp.screenHeight(asked: nil, rows: nil, interactive: true) == nil)
  }

  @Test func givenServerInMemoryHelpAndVersion_whenParsed_thenEachIsRead() throws {
    // Given / When
    let server = try Options.parse(["--server", "http://localhost:8080"])
    let memory = try Options.parse(["--in-memory", "--demo"])
    let help = try Options.parse(["--help"])
    let shortHelp = try Options.parse(["-h"])
    let version = try Options.parse(["--version"])
    // Then
    #expect(server.backend == .server(try #require(URL(string: "http://localhost:8080"))))
    #expect(memory.backend == .memory && memory.demo)
    #expect(help.action == .help && shortHelp.action == .help)
    #expect(version.action == .version)
  }

  @Test(arguments: [
    (["--colour"], "unknown option '--colour'"),
    (["extra"], "unknown option 'extra'"),
    (["--architecture", "mvx"], "unknown architecture 'mvx' (available: \(names))"),
    (["--architecture"], "option --architecture needs a value"),
    (["--ui", "web"], "unknown UI 'web' (available: uikit, declarative)"),
    (["--ui"], "option --ui needs a value"),
    (
      ["--architecture", "mvc", "--ui", "declarative"], "mvc has no declarative UI (it has: uikit)"
    ),
    (["--server"], "option --server needs a value"),
    (["--server", "localhost"], "'localhost' is not a server URL such as http://localhost:8080"),
    (["--server", "ftp://host"], "'ftp://host' is not a server URL such as http://localhost:8080"),
    (["--data"], "option --data needs a value"),
    (["--data", "--demo"], "option --data needs a value"),
    (["--data="], "option --data needs a file path"),
    (["--width", "abc"], "'abc' is not a width; give a number from 20 to 1000"),
    (["--width", "19"], "'19' is not a width; give a number from 20 to 1000"),
    (["--width"], "option --width needs a value"),
    (["--height", "4"], "'4' is not a height; give a number from 5 to 10000"),
    (["--height", "tall"], "'tall' is not a height; give a number from 5 to 10000"),
    (
      ["--in-memory", "--demo-players", "-1"],
      "'-1' is not a number of players; give one from 0 to 100000"
    ),
    (["--demo-players", "10"], "--demo-players needs --in-memory"),
    (["--demo=yes"], "option --demo takes no value"),
    (["--in-memory=1"], "option --in-memory takes no value"),
    (["--manual-clock=1"], "option --manual-clock takes no value"),
    (["--help=1"], "option --help takes no value"),
    (["--version=1"], "option --version takes no value"),
    (["--in-memory", "--data", "x"], "--in-memory and --data cannot be used together"),
    (["--server", "http://h", "--in-memory"], "--server and --in-memory cannot be used together"),
    (["--server", "http://h", "--demo"], "--demo needs the local backend, not --server"),
  ])
  func givenABadCommandLine_whenParsed_thenItFailsWithOneLine(
    arguments: [String], message: String
  ) {
    // When / Then
    #expect(throws: OptionsError(message: message)) { try Options.parse(arguments) }
  }

  @Test func givenABadOption_whenTheAppRuns_thenItPrintsTheErrorAndTheHintAndExitsWith2()
    async
  {
    // Given
    var errors: [String] = []
    // When
    let status = await CommandLineApp.run(
      arguments: ["--width", "x"], variables: [:], home: URL(fileURLWithPath: "/nonexistent"),
      input: .lines(AsyncStream { $0.finish() }), output: { _ in }, errors: { errors.append($0) })
    // Then
    #expect(status == 2)
    #expect(
      errors == [
        "football-gather: 'x' is not a width; give a number from 20 to 1000\n"
          + "Usage: football-gather [options]; try 'football-gather --help'."
      ])
  }

  @Test func givenHelpOrVersion_whenTheAppRuns_thenItPrintsThemAndExitsWith0() async {
    // Given
    var output: [String] = []
    let home = URL(fileURLWithPath: "/nonexistent")
    // When
    let help = await CommandLineApp.run(
      arguments: ["--help"], variables: [:], home: home,
      input: .lines(AsyncStream { $0.finish() }), output: { output.append($0) }, errors: { _ in })
    let version = await CommandLineApp.run(
      arguments: ["--version"], variables: [:], home: home,
      input: .lines(AsyncStream { $0.finish() }), output: { output.append($0) }, errors: { _ in })
    // Then
    #expect(help == 0 && version == 0)
    #expect(output.first?.contains("--architecture NAME") == true)
    #expect(output.last == "football-gather 1.0.0")
  }

  @Test func givenXDGDataHome_whenTheDataFolderIsChosen_thenItIsUsedElseTheHomeFolder() {
    // Given
    let home = URL(fileURLWithPath: "/home/ana")
    // When
    let xdg = Launch.dataFolder(variables: ["XDG_DATA_HOME": "/data"], home: home)
    let fallback = Launch.dataFolder(variables: [:], home: home)
    // Then
    #expect(xdg.path == "/data/football-gather")
    #expect(fallback.path == "/home/ana/.local/share/football-gather")
  }
}

private let names = Architecture.all.map(\.name).joined(separator: ", ")
