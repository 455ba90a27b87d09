import Foundation

/// How many seeds the random walk plays and how long each walk is.
///
/// 20 seeds of 400 steps by default (the default test run stays within a minute with seven
/// patterns on a 2-core machine); a soak run sets `ACCEPTANCE_WALK_SEEDS` (a count, `100`,
/// or a range, `17...17` to replay one seed) and `ACCEPTANCE_WALK_STEPS`.
struct WalkSettings: Sendable {
  /// The variable giving the seeds.
  static let seedsVariable = "ACCEPTANCE_WALK_SEEDS"
  /// The variable giving the steps per walk.
  static let stepsVariable = "ACCEPTANCE_WALK_STEPS"

  private(set) var seeds: [UInt64] = Array(1...20)
  private(set) var steps = 400
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
  }

  /// How to run one seed again.
  func replay(_ seed: UInt64) -> String {
    "\(Self.seedsVariable)=\(seed)...\(seed) \(Self.stepsVariable)=\(steps) "
      + "swift test --filter RandomWalkTests"
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
