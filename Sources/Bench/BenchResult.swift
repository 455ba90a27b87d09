import Foundation

/// The times of one action at one squad size, for one pattern.
struct BenchResult: Codable, Equatable, Sendable {
  let pattern: String
  let players: Int
  let action: String
  /// The median time of the timed runs of every round, in milliseconds.
  let medianMs: Double
  /// The 95th percentile of the timed runs, in milliseconds.
  let p95Ms: Double
  /// The cells the tables built in one run (the median over the runs).
  let cells: Int
  /// Each round's median, in milliseconds, in the order the rounds ran.
  let roundMediansMs: [Double]
  /// Further counts of one run (the median over the runs), by name: the view bodies a
  /// declarative UI evaluated (DeclarativeKit's own counter); nil when there are none.
  let counts: [String: Int]?
  /// Each round's timed runs, in seconds: written only by a child process, whose parent pools
  /// the runs of every child's round (nil, and left out of the JSON, in the parent's report).
  let rounds: [[Double]]?

  /// The result of `rounds`, each the seconds of one round's timed runs, which it keeps when
  /// `keepsRuns` (a child's, for its parent to pool).
  init(
    pattern: String, players: Int, action: String, rounds: [[Double]], cells: [Double],
    bodies: [Double] = [], keepsRuns: Bool = false
  ) {
    self.pattern = pattern
    self.players = players
    self.action = action
    let all = rounds.flatMap(\.self)
    medianMs = Statistics.median(all) * 1000
    p95Ms = Statistics.p95(all) * 1000
    self.cells = Int(Statistics.median(cells).rounded())
    roundMediansMs = rounds.map { Statistics.median($0) * 1000 }
    let bodiesEvaluated = Int(Statistics.median(bodies).rounded())
    counts = bodies.contains { $0 > 0 } ? [BenchResult.bodiesName: bodiesEvaluated] : nil
    self.rounds = keepsRuns ? rounds : nil
  }

  /// One result from the results of the same action and size measured in several processes,
  /// each a round: their runs pooled, their counts' medians taken again.
  init(pooling parts: [BenchResult]) {
    let first = parts[0]
    self.init(
      pattern: first.pattern, players: first.players, action: first.action,
      rounds: parts.flatMap { $0.rounds ?? [] }, cells: parts.map { Double($0.cells) },
      bodies: parts.map { Double($0.counts?[BenchResult.bodiesName] ?? 0) })
  }

  /// The name of the count of view bodies evaluated, as the report's column shows it.
  static let bodiesName = "bodies evaluated"
}

/// What one pattern's child process reports: its results and its peak resident memory.
struct PatternReport: Codable, Sendable {
  let pattern: String
  let results: [BenchResult]
  let peakMemoryMB: Double

  /// One report from the reports of one pattern measured in several processes: each result
  /// pooled over the processes, the peak memory the largest of theirs.
  init(pooling reports: [PatternReport]) {
    let first = reports[0]
    pattern = first.pattern
    results = first.results.indices.map { index in
      BenchResult(pooling: reports.map { $0.results[index] })
    }
    peakMemoryMB = reports.map(\.peakMemoryMB).max() ?? 0
  }

  init(pattern: String, results: [BenchResult], peakMemoryMB: Double) {
    self.pattern = pattern
    self.results = results
    self.peakMemoryMB = peakMemoryMB
  }
}

/// The whole benchmark, in the shape `--json` prints.
struct BenchReport: Codable, Sendable {
  let machine: String
  let commit: String
  let results: [BenchResult]
  let peakMemoryMB: [String: Double]

  /// The report as JSON, keys sorted, numbers as measured.
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}

/// Medians and percentiles of timed runs.
enum Statistics {
  /// The middle value (the mean of the two middle ones for an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }

  /// The smallest value at least 95 % of the values do not exceed (nearest rank).
  static func p95(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let rank = Int((0.95 * Double(sorted.count)).rounded(.up))
    return sorted[max(rank, 1) - 1]
  }
}
