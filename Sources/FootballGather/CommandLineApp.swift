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

  /// Ends the running session as `quit` does (SPEC §7.4); for Ctrl-C.
  static func interrupt() {
    current?.quit()
  }

  /// Runs the program; returns the exit status: 0, 1 (a failure) or 2 (a bad command line).
  static func run(
    arguments: [String], variables: [String: String], home: URL, input: Input,
    output: @escaping (String) -> Void, errors: @escaping (String) -> Void
  ) async -> Int32 {
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
    let session = AppSession(
      architecture: architecture, environment: environment, width: options.width,
      clock: manualClock)
    current = session
    defer { current = nil }
    await session.start()
    switch input {
    case .terminal:
      var greeting = "Type 'help' for the commands; the numbers name what you can act on."
      if options.demo { greeting += "\nThe demo account: username demo, password demo." }
      return await Terminal(session: session, greeting: greeting).run()
    case .lines(let lines):
      return await ScriptRunner(session: session, output: output, errors: errors).run(lines)
    }
  }
}
