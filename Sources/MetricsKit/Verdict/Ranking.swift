/// The two ends of one question's ranking, each with every entry within the noise of it, so
/// that "least" and "most" are stated only where the gap is outside the noise.
///
/// The rules are the report's, written once: counts within 5 % of the leader are about the
/// same as it; two mutation scores differ only when their gap exceeds twice the standard error
/// of the difference; two times differ only when the ranges of their round medians do not
/// overlap.
package struct Ranking: Equatable, Sendable {
  /// The least entry and those tied with it, the least first.
  package let least: [String]
  /// The most entry and those tied with it, the most first.
  package let most: [String]
  /// The entries within the noise of both ends, in the order given: neither least nor most.
  package let between: [String]
  /// Every entry is within the noise of one end: there is nothing to rank.
  package let isTie: Bool

  /// The ranking of `all` whose ends reach `least` and `most`; an entry reached from both ends
  /// belongs to neither.
  init(least: [String], most: [String], all: [String]) {
    isTie = least.count == all.count || most.count == all.count
    let both = isTie ? [] : least.filter(most.contains)
    self.least = least.filter { !both.contains($0) }
    self.most = most.filter { !both.contains($0) }
    between = all.filter(both.contains)
  }

  /// Counts within this share of the leader are about the same as it.
  package static let countTolerancePercent = 5
  /// Two scores differ only when their gap exceeds this many standard errors of the difference.
  package static let standardErrors = 2.0

  /// Counts: an entry within 5 % of the least (or the most) is tied with it; nil when empty.
  package static func counts(_ values: [(String, Int)]) -> Ranking? {
    guard let low = values.map(\.1).min(), let high = values.map(\.1).max() else { return nil }
    let tolerance = countTolerancePercent
    let sorted = values.sorted { $0.1 < $1.1 }
    return Ranking(
      least: sorted.filter { $0.1 * 100 <= low * (100 + tolerance) }.map(\.0),
      most: sorted.reversed().filter { $0.1 * 100 >= high * (100 - tolerance) }.map(\.0),
      all: values.map(\.0))
  }

  /// Scores as `detected` out of `viable`: the least and most (by share), each with every
  /// entry whose gap to it is at most twice the standard error of the difference.
  package static func scores(_ values: [(String, Score)]) -> Ranking? {
    let scored = values.filter { $0.1.viable > 0 }.sorted { $0.1.share < $1.1.share }
    guard let best = scored.max(by: { $0.1.share < $1.1.share })?.1,
      let worst = scored.min(by: { $0.1.share < $1.1.share })?.1
    else { return nil }
    return Ranking(
      least: scored.filter { !$0.1.differs(from: worst) }.map(\.0),
      most: scored.reversed().filter { !$0.1.differs(from: best) }.map(\.0),
      all: scored.map(\.0))
  }

  /// Times: the fastest and slowest, each with every entry whose round medians overlap it.
  package static func times(_ values: [(String, NoisyTime)]) -> Ranking? {
    guard let fast = values.min(by: { $0.1.median < $1.1.median })?.1,
      let slow = values.max(by: { $0.1.median < $1.1.median })?.1
    else { return nil }
    let sorted = values.sorted { $0.1.median < $1.1.median }
    return Ranking(
      least: sorted.filter { !$0.1.isApart(from: fast) }.map(\.0),
      most: sorted.reversed().filter { !$0.1.isApart(from: slow) }.map(\.0),
      all: values.map(\.0))
  }

  /// A mutation score: mutants detected out of viable ones.
  package struct Score: Equatable, Sendable {
    /// Mutants killed or timed out.
    package let detected: Int
    /// Mutants that compiled: detected and survived.
    package let viable: Int

    /// The share detected, 0 to 1.
    package var share: Double { viable == 0 ? 0 : Double(detected) / Double(viable) }

    /// The binomial standard error of the share.
    package var standardError: Double {
      viable == 0 ? 0 : (share * (1 - share) / Double(viable)).squareRoot()
    }

    /// The standard error of the difference between this share and `other`'s.
    package func differenceError(_ other: Score) -> Double {
      (standardError * standardError + other.standardError * other.standardError).squareRoot()
    }

    /// Whether the gap to `other` exceeds twice the standard error of the difference.
    package func differs(from other: Score) -> Bool {
      abs(share - other.share) > Ranking.standardErrors * differenceError(other)
    }
  }
}
