/// What the benchmark's command line asks for.
struct BenchOptions: Equatable {
  /// The squad sizes, in order.
  var players = [100, 1_000, 10_000]
  /// The timed runs of each action in one round, after the warm-up runs.
  var repeats = 40
  /// The independent rounds of each action: the spread of their medians is the noise a
  /// comparison must clear before the report calls it a finding.
  var rounds = 5
  /// The runs of each action before timing starts.
  var warmUp = 10
  /// What is measured: every pattern and DeclarativeKit's hosted list by default, or the one
  /// `--pattern` names.
  var patterns = BenchOptions.measurable
  /// Print JSON instead of tables.
  var json = false
  /// Measure the patterns here instead of one child process per round (then the peak memory is
  /// the whole run's); the child processes themselves run so.
  var inProcess = false
  /// Run as one round of a parent bench: measure in this process, print JSON with each round's
  /// runs for the parent to pool.
  var child = false
  /// Show the help.
  var help = false

  static let helpText = """
    bench: times UI actions of every pattern at several squad sizes (build with -c release).

    Usage: swift run -c release bench [--players 100,1000,10000] [--repeat N] [--rounds N]
                                      [--warm-up N] [--pattern P] [--json] [--in-process]
                                      [--child]

      --players LIST  squad sizes, comma-separated (default 100,1000,10000)
      --repeat N      timed runs per action and round (default 40); --warm-up N untimed first (10)
      --rounds N      rounds (default 5), each a process of its own timing every action once;
                      the spread of the round medians is reported as the noise
      --pattern P     only this pattern: \(measurable.joined(separator: ", "))
      --json          print {"machine", "commit", "results", "peakMemoryMB"} instead of tables
      --in-process    no child process per round; peak memory is then the whole run's
      --child         one round for a parent bench (JSON with the runs); the bench passes it
    """

  /// Every name `--pattern` takes: the patterns, then DeclarativeKit's hosted list.
  static let measurable = BenchPattern.all.map(\.name) + [HostedListBench.name]

  /// Reads the arguments (without the program name).
  static func parse(_ arguments: [String]) throws -> BenchOptions {
    var options = BenchOptions()
    var rest = arguments[...]
    func value(_ name: String) throws -> String {
      guard let next = rest.popFirst() else {
        throw BenchError(description: "\(name) needs a value")
      }
      return next
    }
    func count(_ name: String, _ text: String, atLeast minimum: Int) throws -> Int {
      guard let number = Int(text), number >= minimum, number <= 1_000_000 else {
        throw BenchError(description: "\(name): '\(text)' is not a number from \(minimum)")
      }
      return number
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--players":
        let text = try value(argument)
        options.players = try text.split(separator: ",").map {
          try count(argument, String($0), atLeast: 2)
        }
        if options.players.isEmpty { throw BenchError(description: "--players needs sizes") }
      case "--repeat": options.repeats = try count(argument, try value(argument), atLeast: 1)
      case "--rounds": options.rounds = try count(argument, try value(argument), atLeast: 1)
      case "--warm-up": options.warmUp = try count(argument, try value(argument), atLeast: 0)
      case "--pattern":
        let text = try value(argument)
        guard let name = measurable.first(where: { $0.lowercased() == text.lowercased() }) else {
          let names = measurable.joined(separator: ", ")
          throw BenchError(description: "unknown pattern '\(text)' (available: \(names))")
        }
        options.patterns = [name]
      case "--json": options.json = true
      case "--in-process": options.inProcess = true
      case "--child": options.child = true
      case "--help", "-h": options.help = true
      default: throw BenchError(description: "unknown option '\(argument)'")
      }
    }
    return options
  }

  /// The arguments that make a child process measure one round of one pattern as these
  /// options ask.
  func childArguments(for pattern: String) -> [String] {
    [
      "--child", "--in-process", "--json", "--pattern", pattern,
      "--players", players.map(String.init).joined(separator: ","),
      "--repeat", String(repeats), "--rounds", "1", "--warm-up", String(warmUp),
    ]
  }
}
