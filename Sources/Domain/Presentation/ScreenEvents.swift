// The user's events of the screens whose SPEC tables list the most, named once: a pattern that
// forwards events to one object (a presenter) declares that object's protocol on these; who
// receives them, and what it does, is the pattern's.

/// The user's events on the Player List (SPEC §3.2).
@MainActor
package protocol PlayerListEvents: AnyObject {
  /// The Select/Cancel bar button was tapped: switch mode.
  func selectTapped()
  /// The bottom button was tapped: Add player, or Confirm players in selection mode.
  func actionTapped()
  /// Row `index` was tapped.
  func didSelectRow(at index: Int)
  /// The empty view's Retry was tapped; returns once the players are back.
  func retryTapped() async
  /// The swipe action Delete was tapped on row `index`: ask for confirmation.
  func deleteTapped(at index: Int)
  /// The confirmation's Delete was tapped; returns once the server has answered.
  func deleteConfirmed() async
  /// The confirmation's Cancel was tapped.
  func deleteCancelled()
}

/// The user's events on Gather's countdown and End Gather (SPEC §3.7).
@MainActor
package protocol GatherEvents: AnyObject {
  /// The action button (Start, Pause or Resume) was tapped.
  func actionTapped()
  /// Cancel next to the timer was tapped: back to 10:00.
  func cancelTapped()
  /// Set was tapped: open the picker at the time left.
  func setTapped()
  /// The picker's Done was tapped with the wheels on `time`.
  func pickerDoneTapped(time: GatherTime)
  /// The picker's Cancel was tapped.
  func pickerCancelTapped()
  /// End Gather was tapped: ask for confirmation first.
  func endTapped()
  /// The end was confirmed; returns once the server has answered.
  func endGatherConfirmed() async
  /// The score stepper of `team` changed to `goals`.
  func scoreStepperChanged(to goals: Int, for team: TeamSection)
}
