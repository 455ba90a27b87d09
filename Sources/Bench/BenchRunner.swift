import Foundation
import ViewKit

/// Measures patterns: each round of each in a child process of its own, or all in this process.
///
/// A process's speed is not the next one's: on the 2-core machine the report is measured on,
/// one start in four or five ran every action of a pattern markedly faster than the
/// others, the same binary, the same pattern. With each round a process of its own, the rounds'
/// spread (the report's noise) shows that, and the pooled median is the usual start's.
@MainActor
struct BenchRunner {
  let options: BenchOptions

  /// Every pattern asked for, in order.
  func run() async throws -> BenchReport {
    var results: [BenchResult] = []
    var memory: [String: Double] = [:]
    for name in options.patterns {
      let report: PatternReport
      if name == HostedListBench.name {
        report = options.inProcess ? try measureHostedList() : try children(named: name)
      } else if let pattern = BenchPattern.named(name) {
        report =
          options.inProcess ? try await measure(pattern) : try children(named: pattern.name)
      } else {
        continue
      }
      results += report.results
      memory[report.pattern] = report.peakMemoryMB
    }
    return BenchReport(
      machine: options.child ? "" : Machine.description(),
      commit: options.child ? "" : Machine.commit(),
      results: results, peakMemoryMB: memory)
  }

  /// One pattern, here: every size; per size, every action once per round, so that the
  /// rounds of one action are apart in time and their spread shows the machine's noise.
  func measure(_ pattern: BenchPattern) async throws -> PatternReport {
    var results: [BenchResult] = []
    for players in options.players {
      log("\(pattern.name): seeding \(players) players and logging in…")
      let session = try await BenchSession.start(pattern, players: players)
      var rounds: [BenchAction: [[Double]]] = [:]
      var cells: [BenchAction: [Double]] = [:]
      var bodies: [BenchAction: [Double]] = [:]
      for _ in 0..<options.rounds {
        for action in BenchAction.allCases {
          for _ in 0..<options.warmUp { _ = try await session.run(action) }
          var seconds: [Double] = []
          for _ in 0..<options.repeats {
            let run = try await session.run(action)
            seconds.append(run.seconds)
            cells[action, default: []].append(Double(run.cells))
            bodies[action, default: []].append(Double(run.bodies))
          }
          rounds[action, default: []].append(seconds)
        }
      }
      results += BenchAction.allCases.map { action in
        BenchResult(
          pattern: pattern.name, players: players, action: action.rawValue,
          rounds: rounds[action] ?? [], cells: cells[action] ?? [], bodies: bodies[action] ?? [],
          keepsRuns: options.child)
      }
    }
    return PatternReport(
      pattern: pattern.name, results: results, peakMemoryMB: Machine.peakMemoryMB())
  }

  /// DeclarativeKit's hosted list at every size: per round, warm-up updates, then timed ones.
  func measureHostedList() throws -> PatternReport {
    var results: [BenchResult] = []
    for rows in options.players {
      log("\(HostedListBench.name): hosting a list of \(rows) rows…")
      let bench = HostedListBench(rows: rows)
      var rounds: [[Double]] = []
      var cells: [Double] = []
      for _ in 0..<options.rounds {
        for _ in 0..<options.warmUp { _ = bench.update() }
        var seconds: [Double] = []
        for _ in 0..<options.repeats {
          let run = bench.update()
          seconds.append(run.seconds)
          cells.append(Double(run.cells))
        }
        rounds.append(seconds)
      }
      guard bench.showsLastUpdate else {
        throw BenchError(description: "the hosted list of \(rows) rows does not show its update")
      }
      results.append(
        BenchResult(
          pattern: HostedListBench.name, players: rows, action: HostedListBench.action,
          rounds: rounds, cells: cells, keepsRuns: options.child))
    }
    return PatternReport(
      pattern: HostedListBench.name, results: results, peakMemoryMB: Machine.peakMemoryMB())
  }

  /// One pattern (or the toolkit), each round in a child process of its own, pooled.
  private func children(named name: String) throws -> PatternReport {
    let reports = try (1...options.rounds).map { round in
      log("\(name): round \(round) of \(options.rounds), in a process of its own")
      return try child(named: name)
    }
    return PatternReport(pooling: reports)
  }

  /// One round of one pattern (or the toolkit) in a child process, which prints its report,
  /// its runs included, as JSON.
  private func child(named name: String) throws -> PatternReport {
    guard let executable = Machine.executable else {
      throw BenchError(description: "cannot find this program to start a child of it")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = options.childArguments(for: name)
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw BenchError(description: "measuring \(name) failed")
    }
    let report = try JSONDecoder().decode(BenchReport.self, from: data)
    return PatternReport(
      pattern: name, results: report.results, peakMemoryMB: report.peakMemoryMB[name] ?? 0)
  }

  private func log(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
