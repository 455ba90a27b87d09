/// A measured time with its noise: the median, and the range of the medians of independent
/// rounds, so that two times are compared only when their ranges do not overlap.
package struct NoisyTime: Equatable, Sendable {
  /// The median of every timed run.
  package let median: Double
  /// The smallest and largest round median.
  package let low: Double
  package let high: Double
  /// How many rounds the range is over; one round has no known spread.
  package let rounds: Int

  /// Creates a time from its median and its rounds' medians (one value: spread unknown).
  package init(median: Double, roundMedians: [Double]) {
    self.median = median
    low = roundMedians.min() ?? median
    high = roundMedians.max() ?? median
    rounds = max(roundMedians.count, 1)
  }

  /// Whether the spread was measured: two rounds or more.
  package var spreadKnown: Bool { rounds > 1 }

  /// How two times compare once their noise is taken into account.
  package enum Comparison: Equatable, Sendable {
    /// The ranges are apart: `ratio` (the larger median over the smaller) is a finding.
    case apart(ratio: Double)
    /// The ranges overlap: the difference is within noise.
    case withinNoise
    /// One of them ran one round only: no spread, so no claim.
    case spreadUnknown
  }

  /// This time against `other`: apart only when both spreads are known and do not overlap.
  package func compared(with other: NoisyTime) -> Comparison {
    guard spreadKnown, other.spreadKnown else { return .spreadUnknown }
    guard high < other.low || other.high < low else { return .withinNoise }
    let (small, large) = median < other.median ? (median, other.median) : (other.median, median)
    return small > 0 ? .apart(ratio: large / small) : .withinNoise
  }

  /// `0.065 (0.064–0.066)`, or `0.065 (one round)` when the spread is unknown.
  package var text: String {
    let median = Self.ms(median)
    return spreadKnown ? "\(median) (\(Self.ms(low))–\(Self.ms(high)))" : "\(median) (one round)"
  }

  /// Milliseconds with three decimals.
  package static func ms(_ value: Double) -> String { String(format: "%.3f", value) }
}
