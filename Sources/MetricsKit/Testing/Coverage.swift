/// Line coverage: executable lines and how many of them ran.
package struct Coverage: Codable, Equatable, Sendable {
  /// Lines that ran at least once.
  package var covered = 0
  /// Lines llvm-cov counts as executable.
  package var executable = 0

  /// The covered share as a percentage with one decimal (`"63.6"`), or `"–"` with no lines.
  package var percent: String {
    guard executable > 0 else { return "–" }
    // Integer arithmetic keeps the rounding identical on every platform.
    let tenths = (covered * 1000 * 2 + executable) / (executable * 2)
    return "\(tenths / 10).\(tenths % 10)"
  }

  /// The sum of two coverage figures.
  package static func + (lhs: Coverage, rhs: Coverage) -> Coverage {
    Coverage(covered: lhs.covered + rhs.covered, executable: lhs.executable + rhs.executable)
  }
}
