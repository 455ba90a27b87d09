extension GatherResult {
  /// The goals a team can have on the Gather screen's steppers: 0–100 (SPEC §1.6, §3.7).
  package static let scoreRange = 0...100
}
