import Foundation

/// A small seeded random generator (SplitMix64), so every fuzz case can be replayed from its seed.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator that always yields the same sequence for `seed`.
  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// How much fuzzing to do: a few hundred cases in CI; `FUZZ_SCALE=10` for a soak, and
/// `FUZZ_SEED=<n>` to replay a failure (each failure prints the seed of its case).
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

extension RandomNumberGenerator {
  /// A random element of `choices` (which must not be empty).
  mutating func pick<T>(_ choices: [T]) -> T {
    choices[Int.random(in: 0..<choices.count, using: &self)]
  }

  /// `count` random bytes.
  mutating func bytes(_ count: Int) -> Data {
    Data((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &self) })
  }
}
