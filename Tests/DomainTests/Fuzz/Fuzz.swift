import Foundation

/// How much fuzzing to do: a few hundred cases in CI; `FUZZ_SCALE=10` for a soak, and
/// `FUZZ_SEED=<n>` to replay a failure (each failure prints the seed of its case).
///
/// Cases draw from TestSupport's `SeededGenerator`, so a seed replays the same case anywhere.
enum Fuzz {
  /// The multiplier of every fuzz suite's case count.
  static let scale = max(1, Int(ProcessInfo.processInfo.environment["FUZZ_SCALE"] ?? "") ?? 1)
  /// The first case's seed; case `n` uses `seed + n`.
  static let seed = UInt64(ProcessInfo.processInfo.environment["FUZZ_SEED"] ?? "") ?? 20

  /// The seeds of `count` cases (times the scale).
  static func seeds(_ count: Int) -> [UInt64] {
    (0..<UInt64(count * scale)).map { seed &+ $0 }
  }
}
