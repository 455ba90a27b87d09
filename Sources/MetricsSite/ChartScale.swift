import Foundation
import MetricsKit

/// Where a value falls along a chart's value axis, and the round numbers ticked on it.
struct ChartScale: Sendable {
  /// The values marked on the axis, the first at its start and the last at its end.
  let ticks: [Double]
  /// Powers of ten are equally far apart, for figures that grow by orders of magnitude.
  let logarithmic: Bool

  /// A linear axis from 0 to `maximum`, or to `largest` rounded up to a round step.
  ///
  /// Given `smallest`, it starts at a round number below it instead of 0 when all values sit in the
  /// top three quarters of the axis, so their differences show.
  static func linear(largest: Double, maximum: Double? = nil, smallest: Double? = nil)
    -> ChartScale
  {
    let end = maximum ?? roundedUp(largest)
    var start = 0.0
    if let smallest, smallest > end / 4, smallest < end {
      let step = step(for: end - smallest)
      start = max(0, (smallest / step).rounded(.down) * step - step)
    }
    let step = step(for: end - start)
    let count = max(1, Int(((end - start) / step).rounded()))
    return ChartScale(
      ticks: (0...count).map { start + Double($0) * (end - start) / Double(count) },
      logarithmic: false)
  }

  /// A logarithmic axis between the powers of ten around `smallest` and `largest` (both > 0).
  static func logarithmic(smallest: Double, largest: Double) -> ChartScale {
    let low = Int(floor(log10(max(smallest, 1e-9))))
    let high = max(low + 1, Int(ceil(log10(max(largest, 1e-9)))))
    return ChartScale(ticks: (low...high).map { pow(10, Double($0)) }, logarithmic: true)
  }

  /// `value`'s place along the axis, from 0 at the start to 1 at the end.
  func position(_ value: Double) -> Double {
    guard let first = ticks.first, let last = ticks.last, last > first else { return 0 }
    guard logarithmic else { return max(0, (value - first) / (last - first)) }
    let place = (log10(max(value, first)) - log10(first)) / (log10(last) - log10(first))
    return min(max(place, 0), 1)
  }

  /// The smallest 1, 2, 2.5 or 5 times a power of ten that splits `value` into at most four
  /// steps, so the ticks read as round numbers.
  private static func step(for value: Double) -> Double {
    let quarter = max(value, 1e-9) / 4
    let power = pow(10, floor(log10(quarter)))
    return [1, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= quarter } ?? quarter
  }

  /// `value` rounded up to a whole step, and at least 1.
  private static func roundedUp(_ value: Double) -> Double {
    guard value > 0 else { return 1 }
    let step = step(for: value)
    return (value / step).rounded(.up) * step
  }
}
