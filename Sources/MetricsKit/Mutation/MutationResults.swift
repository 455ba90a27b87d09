/// What mutants found out about one pattern's tests: `Metrics/mutation.json`'s shape.
package struct MutationCounts: Codable, Equatable, Sendable {
  /// Mutants generated.
  package var mutants = 0
  /// Mutants a test noticed (timed-out ones not included).
  package var killed = 0
  /// Mutants no test noticed.
  package var survived = 0
  /// Mutants that ran past the time limit: counted as noticed.
  package var timedOut = 0
  /// Mutants that did not compile: left out of the score.
  package var notViable = 0

  /// Detected (killed or timed out) of viable mutants, in percent with one decimal; nil with none.
  ///
  /// Stryker's score. Stored, so a screen's figure reads as it was measured.
  package private(set) var score: Double?

  /// Killed out of detected and survived, time-outs counted as not noticed, as a percentage
  /// (Stryker's "killed" score); nil with no viable mutant.
  package var killedScore: Double? {
    viable == 0 ? nil : Double(killed) * 100 / Double(viable)
  }

  /// Mutants a test noticed or that timed out: the score's numerator.
  package var detected: Int { killed + timedOut }

  /// Mutants that compiled: the score's denominator.
  package var viable: Int { detected + survived }

  /// Counts one mutant's outcome.
  package mutating func add(_ outcome: MutantOutcome) {
    mutants += 1
    switch outcome {
    case .killed: killed += 1
    case .survived: survived += 1
    case .timedOut: timedOut += 1
    case .notViable: notViable += 1
    }
    rescore()
  }

  /// Adds the counts of `other`.
  mutating func add(_ other: MutationCounts) {
    mutants += other.mutants
    killed += other.killed
    survived += other.survived
    timedOut += other.timedOut
    notViable += other.notViable
    rescore()
  }

  private mutating func rescore() {
    score = viable == 0 ? nil : MutationResults.rounded(Double(detected) * 100 / Double(viable))
  }
}

/// How one mutant ended.
package enum MutantOutcome: String, Codable, Sendable {
  case killed, survived, timedOut, notViable
}

/// A mutant no test noticed, for the reading list.
package struct Survivor: Codable, Equatable, Sendable {
  package let file: String
  package let line: Int
  package let `operator`: String
  package let before: String
  package let after: String
}

/// One pattern's mutation figures, its counts and score stored beside the other fields.
package struct PatternMutation: Codable, Equatable, Sendable {
  /// A hash of the sources and tests the mutants ran against.
  package let fingerprint: String
  /// Seconds the pattern's mutants took to run.
  package let seconds: Double
  /// The pattern's counts (as ``MutationCounts`` names them) and the percentage of viable
  /// mutants detected: ``totals``.
  package let mutants, killed, survived, timedOut, notViable: Int
  /// Detected out of viable mutants, as a percentage with one decimal; nil with none viable.
  package let score: Double?
  /// The same counts per screen folder.
  package let screens: [String: MutationCounts]
  /// The same counts per layer.
  package let layers: [String: MutationCounts]
  /// The same counts per UI tag of the mutated file (`logic` for logic).
  package let uis: [String: MutationCounts]
  /// Every mutant no test noticed, by file and line.
  package let survivors: [Survivor]
  /// Every mutant whose tests ran past the time limit.
  package let timeouts: [Survivor]
  /// The fingerprint of the configuration and tagger that split the counts by screen, layer
  /// and UI (`Fingerprint.ofTagging(config:)`).
  package var tagging: String
  /// The time limit of one mutant's test run, in seconds.
  package var limitSeconds: Double

  /// The pattern's counts with their score.
  package var totals: MutationCounts {
    MutationCounts(
      mutants: mutants, killed: killed, survived: survived, timedOut: timedOut,
      notViable: notViable, score: score)
  }

  /// The counts of the files with these UI tags (`logic` for logic): one edition of the
  /// pattern; all its counts when `tags` is nil.
  package func counts(tagged tags: Set<String>?) -> MutationCounts {
    guard let tags else { return totals }
    var counts = MutationCounts()
    for (tag, part) in uis where tags.contains(tag) { counts.add(part) }
    return counts
  }

  package init(
    fingerprint: String, seconds: Double, totals: MutationCounts, screens: [String: MutationCounts],
    layers: [String: MutationCounts], survivors: [Survivor], timeouts: [Survivor] = [],
    uis: [String: MutationCounts] = [:], tagging: String = "", limitSeconds: Double = 0
  ) {
    (mutants, killed, survived) = (totals.mutants, totals.killed, totals.survived)
    (timedOut, notViable, score) = (totals.timedOut, totals.notViable, totals.score)
    (self.fingerprint, self.seconds) = (fingerprint, MutationResults.rounded(seconds))
    (self.screens, self.layers, self.uis) = (screens, layers, uis)
    (self.survivors, self.timeouts) = (survivors, timeouts)
    (self.tagging, self.limitSeconds) = (tagging, limitSeconds)
  }
}

/// `Metrics/mutation.json`: the last mutation run of each pattern, by target name.
package struct MutationResults: Codable, Equatable, Sendable {
  /// Each pattern's figures, keyed by its target (`MVPC`).
  package var patterns: [String: PatternMutation]

  /// One decimal, so the stored figures read the same on every machine.
  static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }
}
