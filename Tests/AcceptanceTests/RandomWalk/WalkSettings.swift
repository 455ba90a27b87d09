import Foundation

/// How many seeds the random walk plays and how long each walk is.
///
/// 20 seeds of 400 steps by default. The first (pattern, UI) pair walks every seed and each
/// other pair every other seed, so every pair is compared with the first on ten seeds and the
/// default test run stays within a minute on a 2-core machine; `ACCEPTANCE_WALK_EVERY_PAIR=1`
/// walks every pair on every seed. A soak run sets `ACCEPTANCE_WALK_SEEDS` (a count, `100`, or
/// a range, `17...17` to replay one seed) and `ACCEPTANCE_WALK_STEPS`.
struct WalkSettings: Sendable {
  /// The variable giving the seeds.
  static let seedsVariable = "ACCEPTANCE_WALK_SEEDS"
  /// The variable giving the steps per walk.
  static let stepsVariable = "ACCEPTANCE_WALK_STEPS"
  /// The variable that, set to `1`, makes every pair walk every seed.
  static let everyPairVariable = "ACCEPTANCE_WALK_EVERY_PAIR"

  private(set) var seeds: [UInt64] = Array(1...20)
  private(set) var steps = 400
  /// Whether every pair walks every seed, rather than every other one.
  private(set) var everyPair = false
  /// A sentence per variable that could not be read; the defaults stand in for it.
  private(set) var problems: [String] = []

  /// The settings of this test run.
  static let current = WalkSettings(environment: ProcessInfo.processInfo.environment)

  /// Reads the two variables from `environment`.
  init(environment: [String: String]) {
    if let text = environment[Self.seedsVariable] {
      if let seeds = Self.seeds(from: text) {
        self.seeds = seeds
      } else {
        problems.append("\(Self.seedsVariable)=\(text) is neither a count nor a range a...b")
      }
    }
    if let text = environment[Self.stepsVariable] {
      if let steps = Int(text), steps > 0 {
        self.steps = steps
      } else {
        problems.append("\(Self.stepsVariable)=\(text) is not a positive number")
      }
    }
    everyPair = environment[Self.everyPairVariable] == "1"
  }

  /// The pairs that walk `seed`, in table order: the first always, the others by turns.
  func walkers(of seed: UInt64, among pairs: [Architecture]) -> [Architecture] {
    pairs.enumerated().filter { index, _ in
      index == 0 || everyPair || (UInt64(index) + seed) % 2 == 0
    }.map(\.element)
  }

  /// How to run one seed again.
  func replay(_ seed: UInt64) -> String {
    "\(Self.seedsVariable)=\(seed)...\(seed) \(Self.stepsVariable)=\(steps) "
      + (everyPair ? "\(Self.everyPairVariable)=1 " : "") + "swift test --filter RandomWalkTests"
  }

  private static func seeds(from text: String) -> [UInt64]? {
    let bounds = text.components(separatedBy: "...")
    if bounds.count == 1, let count = UInt64(text), count > 0 { return Array(1...count) }
    guard bounds.count == 2, let low = UInt64(bounds[0]), let high = UInt64(bounds[1]),
      low <= high
    else { return nil }
    return Array(low...high)
  }
}
