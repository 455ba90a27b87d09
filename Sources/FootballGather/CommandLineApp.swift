import Domain
import Foundation

/// The whole program from its arguments to its exit status, with the terminal left out.
@MainActor
enum CommandLineApp {
  /// The version `--version` prints.
  static let version = "football-gather 1.0.0"

  /// The running session, so that Ctrl-C can end it as `quit` does.
  private(set) static var current: AppSession?

  /// Where the commands come from.
  enum Input {
    /// A person at a terminal: the interactive mode.
    case terminal
    /// Lines read one by one: the scripted mode.
    case lines(AsyncStream<String>)
  }

  /// The width screens are drawn at without `--width`.
  static let defaultWidth = 60

  /// The width screens are drawn at: `--width` if given, else 60, or the terminal's columns
  /// when fewer (at least 20): a line wider than the terminal would wrap and throw the timer's
  /// in-place redraw onto the wrong line.
  static func screenWidth(asked: Int?, columns: Int?) -> Int {
    asked ?? min(defaultWidth, max(columns ?? defaultWidth, 20))
  }

  /// The lines the interactive mode keeps under the screen: a blank line, a message, the prompt.
  static let linesUnderScreen = 3

  /// The lines screens are drawn in: `--height` if given; else, at a terminal, its rows less the
  /// lines under the screen (at least 5); else no limit, so scripts see every row.
  static func screenHeight(asked: Int?, rows: Int?, interactive: Bool) -> Int? {
    if let asked { return asked }
    guard interactive, let rows else { return nil }
    return max(rows - linesUnderScreen, 5)
  }

  /// The interactive terminal, while one runs, so that Ctrl-C can stop its running command.
  private static var terminal: Terminal?

  /// Ctrl-C: stops the command running at the terminal and returns `true`; with none running,
  /// ends the session as `quit` does (SPEC §7.4) and returns `false`, so the app exits.
  static func interrupt() -> Bool {
    if terminal?.interruptRunningCommand() == true { return true }
    current?.quit()
    return false
  }

  /// Runs the program; returns the exit status: 0, 1 (a failure) or 2 (a bad command line).
  ///
  /// `columns` and `rows` are the terminal's size when the input is one. Everything printed through
  /// `output` and `errors` has its control characters escaped, whatever text it carries.
  static func run(
    arguments: [String], variables: [String: String], home: URL, input: Input,
    columns: Int? = nil, rows: Int? = nil, output rawOutput: @escaping (String) -> Void,
    errors rawErrors: @escaping (String) -> Void
  ) async -> Int32 {
    let output = { rawOutput(OutputText.safe($0)) }
    let errors = { rawErrors(OutputText.safe($0)) }
    let options: Options
    do {
      options = try Options.parse(arguments)
    } catch {
      errors("football-gather: \(error.message)\n\(Options.usageHint)")
      return 2
    }
    switch options.action {
    case .help:
      output(Options.helpText)
      return 0
    case .version:
      output(version)
      return 0
    case .run: break
    }
    let manualClock = options.manualClock ? ManualClock() : nil
    let environment: AppEnvironment
    do {
      environment = try Launch.environment(
        for: options, dataFolder: Launch.dataFolder(variables: variables, home: home),
        clock: manualClock ?? SystemTimerClock())
    } catch {
      errors("football-gather: \(error.message)")
      return 1
    }
    let architecture = Architecture.named(options.architecture) ?? Architecture.standard
    let width = screenWidth(asked: options.width, columns: columns)
    var interactive = false
    if case .terminal = input { interactive = true }
    let session = AppSession(
      architecture: architecture, ui: options.ui, environment: environment, width: width,
      height: screenHeight(asked: options.height, rows: rows, interactive: interactive),
      clock: manualClock)
    current = session
    defer { current = nil }
    await session.start()
    switch input {
    case .terminal:
      var greeting = "Type 'help' for the commands; act on an element by its number or its name."
      if options.demo { greeting += "\nThe demo account: username demo, password demo." }
      let terminal = Terminal(session: session, greeting: greeting)
      self.terminal = terminal
      defer { self.terminal = nil }
      return await terminal.run()
    case .lines(let lines):
      return await ScriptRunner(session: session, output: output, errors: errors).run(lines)
    }
  }
}
