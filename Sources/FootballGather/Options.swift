import Foundation

/// What the command line asks for.
struct Options: Equatable {
  /// Where the app keeps its players and gathers.
  enum Backend: Equatable {
    /// The embedded backend, in the data file of the user's data folder.
    case standard
    /// The embedded backend, in this data file (the stores beside it).
    case file(String)
    /// The embedded backend, in memory only, stores too.
    case memory
    /// A Football Gather server.
    case server(URL)
  }

  /// What to do.
  enum Action: Equatable {
    case run
    case help
    case version
  }

  var action: Action = .run
  var architecture = Architecture.standard.name
  /// The UI asked for with `--ui`; without it, the architecture's first.
  var ui: UserInterface?
  var backend: Backend = .standard
  var demo = false
  /// The width asked for with `--width`; without it, 60, or the terminal's width if narrower.
  var width: Int?
  /// The screen's lines asked for with `--height`; without it, the terminal's rows in the
  /// interactive mode and as many as a screen needs in the scripted mode.
  var height: Int?
  /// The generated players `--demo-players` adds to the demo account.
  var demoPlayers = 0
  var manualClock = false
}

/// A command line that cannot be used, with the one-line reason shown to the user.
struct OptionsError: Error, Equatable {
  let message: String
}

extension Options {
  /// The most players `--demo-players` adds.
  static let maxDemoPlayers = 100_000

  /// The usage line printed after an option error.
  static let usageHint = "Usage: football-gather [options]; try 'football-gather --help'."

  /// The text of `--help`.
  static var helpText: String {
    let names = Architecture.all.map(\.name).joined(separator: "|")
    let uis = UserInterface.allCases.map(\.rawValue).joined(separator: "|")
    return """
      football-gather: the Football Gather app in a terminal.

      Usage: football-gather [--architecture \(names)] [--ui \(uis)]
                             [--server URL | --data PATH | --in-memory]
                             [--demo] [--demo-players N] [--width N] [--height N]
                             [--manual-clock]

      Options:
        --architecture NAME  the pattern the app is written in: \(names) (default: \(Architecture.standard.name))
        --ui NAME            the pattern's UI: \(uis) (default: the pattern's first;
                             \(secondUIs))
        --server URL         use the Football Gather server at URL (e.g. http://localhost:8080)
        --data PATH          keep the local data in the file PATH (login stores beside it)
        --in-memory          keep everything in memory; nothing is saved
        --demo               add the demo account (demo/demo) with six players if it is missing
        --demo-players N     with --in-memory: the demo account, and N generated players
                             added to it one by one (up to 100000), to try a long list
        --width N            draw screens N columns wide (20 to 1000; default 60, or the
                             terminal's width when it is narrower)
        --height N           draw screens at most N lines tall, long lists scrolling
                             (5 to 10000; default: the terminal's height, and no limit
                             when commands are not typed at a terminal)
        --manual-clock       time moves only with the 'wait' command (for scripts)
        --help               show this help
        --version            show the version

      Without --server, --data or --in-memory the data is kept in
      $XDG_DATA_HOME/football-gather (else ~/.local/share/football-gather).
      On a terminal, type 'help' for the commands; otherwise commands are read line by line.
      """
  }

  /// Reads the arguments (without the program name).
  static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
    var options = Options()
    var backendOption: String?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      let (name, inlineValue) = split(argument)
      func value() throws(OptionsError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
          throw OptionsError(message: "option \(name) needs a value")
        }
        return next
      }
      func noValue() throws(OptionsError) {
        if inlineValue != nil { throw OptionsError(message: "option \(name) takes no value") }
      }
      func setBackend(_ backend: Backend) throws(OptionsError) {
        if let backendOption {
          throw OptionsError(message: "\(backendOption) and \(name) cannot be used together")
        }
        backendOption = name
        options.backend = backend
      }
      switch name {
      case "--help", "-h":
        try noValue()
        options.action = .help
      case "--version":
        try noValue()
        options.action = .version
      case "--architecture":
        let text = try value()
        guard let architecture = Architecture.named(text) else {
          let names = Architecture.all.map(\.name).joined(separator: ", ")
          throw OptionsError(message: "unknown architecture '\(text)' (available: \(names))")
        }
        options.architecture = architecture.name
      case "--ui":
        let text = try value()
        guard let ui = UserInterface(rawValue: text.lowercased()) else {
          let names = UserInterface.allCases.map(\.rawValue).joined(separator: ", ")
          throw OptionsError(message: "unknown UI '\(text)' (available: \(names))")
        }
        options.ui = ui
      case "--server":
        let text = try value()
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased()),
          let host = url.host, !host.isEmpty
        else {
          throw OptionsError(message: "'\(text)' is not a server URL such as http://localhost:8080")
        }
        try setBackend(.server(url))
      case "--data":
        let text = try value()
        guard !text.isEmpty else { throw OptionsError(message: "option --data needs a file path") }
        try setBackend(.file(text))
      case "--in-memory":
        try noValue()
        try setBackend(.memory)
      case "--demo":
        try noValue()
        options.demo = true
      case "--width":
        let text = try value()
        guard let width = Int(text), width >= 20, width <= 1000 else {
          throw OptionsError(message: "'\(text)' is not a width; give a number from 20 to 1000")
        }
        options.width = width
      case "--demo-players":
        let text = try value()
        guard let count = Int(text), count >= 0, count <= maxDemoPlayers else {
          throw OptionsError(
            message: "'\(text)' is not a number of players; give one from 0 to \(maxDemoPlayers)")
        }
        options.demo = true
        options.demoPlayers = count
      case "--height":
        let text = try value()
        guard let height = Int(text), height >= 5, height <= 10_000 else {
          throw OptionsError(message: "'\(text)' is not a height; give a number from 5 to 10000")
        }
        options.height = height
      case "--manual-clock":
        try noValue()
        options.manualClock = true
      default:
        throw OptionsError(message: "unknown option '\(argument)'")
      }
    }
    if let ui = options.ui, let architecture = Architecture.named(options.architecture),
      architecture.makeRoot(ui) == nil
    {
      let names = architecture.uis.map(\.rawValue).joined(separator: ", ")
      throw OptionsError(
        message: "\(architecture.name) has no \(ui.rawValue) UI (it has: \(names))")
    }
    if options.demo, case .server = options.backend {
      throw OptionsError(message: "--demo needs the local backend, not --server")
    }
    if options.demoPlayers > 0, options.backend != .memory {
      // Each player is saved on its own, as the app saves one: a file would be rewritten N times.
      throw OptionsError(message: "--demo-players needs --in-memory")
    }
    return options
  }

  /// Which patterns have more than their first UI, for the help: `mvvm and udf: uikit or
  /// declarative`.
  private static var secondUIs: String {
    let more = Architecture.all.filter { $0.roots.count > 1 }
    guard !more.isEmpty else { return "each pattern has one UI for now" }
    return more.map(\.name).joined(separator: ", ") + " have both"
  }

  /// Splits `--name=value` into its name and value.
  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }
}
