import Foundation

/// A chart's value axis: linear from zero, so a bar twice as long is twice as much, ticked at
/// round numbers.
struct ChartScale: Sendable {
  /// The values marked on the axis, 0 first and the axis' end last.
  let ticks: [Double]

  /// An axis from 0 to `maximum`, or to `largest` rounded up to a round step.
  init(largest: Double, maximum: Double?) {
    let end = maximum ?? Self.roundedUp(largest)
    let count = max(1, Int((end / Self.step(for: end)).rounded()))
    ticks = (0...count).map { Double($0) * end / Double(count) }
  }

  /// `value`'s place along the axis, from 0 at the start to 1 at the end.
  func position(_ value: Double) -> Double {
    guard let last = ticks.last, last > 0 else { return 0 }
    return min(max(value / last, 0), 1)
  }

  /// The smallest 1, 2, 2.5 or 5 times a power of ten that splits `value` into at most five
  /// steps, so the ticks read as round numbers and the axis ends close above the longest bar.
  private static func step(for value: Double) -> Double {
    let fifth = max(value, 1e-9) / 5
    let power = pow(10, floor(log10(fifth)))
    return [1, 2, 2.5, 5, 10].map { $0 * power }.first { $0 >= fifth } ?? fifth
  }

  /// `value` rounded up to a whole step, and at least 1.
  private static func roundedUp(_ value: Double) -> Double {
    guard value > 0 else { return 1 }
    let step = step(for: value)
    return (value / step).rounded(.up) * step
  }
}
