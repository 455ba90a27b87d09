/// A measured time with its noise: the median, and the range of the medians of independent
/// rounds, so that two times are compared only when their ranges do not overlap.
package struct NoisyTime: Equatable, Sendable {
  /// The median of every timed run.
  package let median: Double
  /// The smallest and largest round median.
  package let low: Double
  package let high: Double

  /// Creates a time from its median and its rounds' medians.
  package init(median: Double, roundMedians: [Double]) {
    self.median = median
    low = roundMedians.min() ?? median
    high = roundMedians.max() ?? median
  }

  /// How two times compare once their noise is taken into account.
  package enum Comparison: Equatable, Sendable {
    /// The ranges are apart: `ratio` (the larger median over the smaller) is a finding.
    case apart(ratio: Double)
    /// The ranges overlap: the difference is within noise.
    case withinNoise
  }

  /// This time against `other`: apart only when the two ranges do not overlap.
  package func compared(with other: NoisyTime) -> Comparison {
    guard high < other.low || other.high < low else { return .withinNoise }
    let (small, large) = median < other.median ? (median, other.median) : (other.median, median)
    return small > 0 ? .apart(ratio: large / small) : .withinNoise
  }

  /// Milliseconds with three decimals.
  package static func ms(_ value: Double) -> String { String(format: "%.3f", value) }
}
