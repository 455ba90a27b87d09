@testable import MetricsKit

// Measures only the tests take of what the report draws and writes.
extension BarChart {
  /// The number of bars drawn, stacked segments included: one per value above zero.
  var barCount: Int {
    rows.reduce(0) { $0 + $1.values.filter { ($0 ?? 0) > 0 }.count }
  }
}

extension Prose {
  /// The lines of `markdown` longer than `limit`, for the length checks.
  static func overlong(_ markdown: String, limit: Int) -> [String] {
    markdown.split(separator: "\n").map(String.init).filter { $0.count > limit }
  }
}
