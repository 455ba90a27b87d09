/// A small deterministic random source (SplitMix64), so a seed replays the same walk anywhere.
///
/// The acceptance walk and Domain's fuzz suites draw through `index(below:)`, not the standard library's `random(in:using:)`,
/// whose way of turning bits into a number is not promised to stay the same between releases.
package struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// A generator that always produces the same sequence for `seed`.
  package init(seed: UInt64) {
    state = seed
  }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }

  /// A number in `0..<count`; `count` must be positive.
  package mutating func index(below count: Int) -> Int {
    Int(next() % UInt64(count))
  }

  /// One element of a non-empty array.
  package mutating func element<T>(of items: [T]) -> T {
    items[index(below: items.count)]
  }

  /// A number in `range`.
  package mutating func number(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + index(below: range.count)
  }

  /// A coin toss.
  package mutating func toss() -> Bool {
    index(below: 2) == 0
  }

  /// `count` bytes.
  package mutating func bytes(_ count: Int) -> [UInt8] {
    (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) }
  }
}
