import Foundation

/// Fixed number and list formats, so the same figure always prints the same way.
package enum NumberText {
  /// `a`, `a and b`, `a, b and c`.
  package static func list(_ items: [String]) -> String {
    guard items.count > 1, let last = items.last else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + last
  }

  /// `text` with its first letter capitalised, for a title: `Declarative UI`.
  package static func capitalized(_ text: String) -> String {
    text.prefix(1).uppercased() + text.dropFirst()
  }

  /// Seconds with two decimals: `1.25`.
  package static func seconds(_ value: Double) -> String {
    String(format: "%.2f", value)
  }

  /// A coverage as `63.6 %`, or `–` without executable lines.
  package static func percent(_ coverage: Coverage) -> String {
    coverage.executable > 0 ? coverage.percent + " %" : "–"
  }

  /// `part` of `whole` as `63.6 %`, rounded half up in integers as a coverage is, or `–` of zero.
  package static func share(_ part: Int, of whole: Int) -> String {
    percent(Coverage(covered: part, executable: whole))
  }

  /// A ratio with two decimals, rounded half up in integers (`1.54`), or `–` over zero.
  package static func ratio(_ numerator: Int, _ denominator: Int) -> String {
    guard denominator > 0 else { return "–" }
    let hundredths = (numerator * 200 + denominator) / (denominator * 2)
    return "\(hundredths / 100)." + String(String(hundredths % 100 + 100).dropFirst())
  }

  /// A ratio to two significant figures, as a factor: `33×`, `4.4×`, `1.1×`, `130×`.
  package static func times(_ ratio: Double) -> String {
    guard ratio.isFinite, ratio > 0 else { return "–" }
    var magnitude = Int(floor(log10(ratio)))
    // The ratio to two significant figures, its first digit standing for 10^m.
    let scale = { (m: Int) in pow(10, Double(1 - m)) }
    let rounded = { (m: Int) in (ratio * scale(m)).rounded() / scale(m) }
    // 9.96 rounds to 10: one digit more before the point, one less after it.
    if rounded(magnitude) >= pow(10, Double(magnitude + 1)) { magnitude += 1 }
    return String(format: "%.\(max(0, 1 - magnitude))f", rounded(magnitude)) + "×"
  }
}

extension Duration {
  /// The duration in seconds, fractions included.
  package var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}
