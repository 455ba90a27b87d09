import Foundation

/// Fixed number formats, so the same figure always prints the same way.
package enum NumberText {
  /// Seconds with two decimals: `1.25`.
  package static func seconds(_ value: Double) -> String {
    String(format: "%.2f", value)
  }
}
