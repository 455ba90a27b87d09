extension GatherResult {
  /// The goals a team can have on the Gather screen's steppers: 0–100 (SPEC §1.6, §3.7).
  package static let scoreRange = 0...100

  /// The goals a score stepper showing `value` stands for, kept within `scoreRange`; nil for a
  /// value that is not a number.
  package static func goals(fromStepperValue value: Double) -> Int? {
    Int(exactly: value.rounded()).map(clampedGoals)
  }

  /// `goals` kept within `scoreRange`.
  package static func clampedGoals(_ goals: Int) -> Int {
    min(max(goals, scoreRange.lowerBound), scoreRange.upperBound)
  }
}
