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

  /// Whether this time and `other` are apart: their ranges do not overlap (and neither median
  /// is zero), so the ratio of their medians is a finding rather than noise.
  package func isApart(from other: NoisyTime) -> Bool {
    (high < other.low || other.high < low) && min(median, other.median) > 0
  }

  /// Milliseconds with three decimals.
  package static func ms(_ value: Double) -> String { String(format: "%.3f", value) }
}
