/// Every step of one run, with the screen rendered at width 60 right after it.
struct Transcript: Equatable, Sendable {
  /// One step: what was done (or happened) and the screen that followed.
  struct Step: Equatable, Sendable {
    let action: String
    let screen: String
  }

  private(set) var steps: [Step] = []

  /// Adds a step.
  mutating func append(_ action: String, screen: String) {
    steps.append(Step(action: action, screen: screen))
  }

  /// The index of the first step where the two differ, or nil when they are identical.
  func firstDifference(from other: Transcript) -> Int? {
    for index in 0..<max(steps.count, other.steps.count) {
      guard index < steps.count, index < other.steps.count, steps[index] == other.steps[index]
      else { return index }
    }
    return nil
  }

  /// The last `count` steps, each with its screen, for a failure message.
  func tail(_ count: Int) -> String {
    let start = max(steps.count - count, 0)
    return steps.indices.dropFirst(start).map { Self.describe(steps[$0], at: $0) }
      .joined(separator: "\n")
  }

  /// A message naming the first differing step and showing both screens, or nil when the
  /// transcripts are identical.
  ///
  /// `context` common steps before the difference are shown first, for a long run such as a walk.
  static func difference(
    in run: String, _ left: (name: String, transcript: Transcript),
    _ right: (name: String, transcript: Transcript), context: Int = 0
  ) -> String? {
    guard let index = left.transcript.firstDifference(from: right.transcript) else { return nil }
    let before = (max(index - context, 0)..<index).map {
      describe(left.transcript.steps[$0], at: $0)
    }
    let common =
      before.isEmpty ? "" : "=== the same in both\n" + before.joined(separator: "\n") + "\n"
    return "\(run): \(left.name) and \(right.name) differ at step \(index + 1).\n" + common
      + side(left, at: index) + "\n" + side(right, at: index)
  }

  private static func side(_ run: (name: String, transcript: Transcript), at index: Int) -> String {
    let steps = run.transcript.steps
    guard index < steps.count else {
      return "=== \(run.name): no step \(index + 1), the run ended after \(steps.count) steps"
    }
    return "=== \(run.name)\n" + describe(steps[index], at: index)
  }

  private static func describe(_ step: Step, at index: Int) -> String {
    "--- step \(index + 1): \(step.action)\n\(step.screen)"
  }
}
