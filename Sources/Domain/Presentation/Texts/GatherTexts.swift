/// The user-visible texts of Gather, shared by every pattern (SPEC §3.7).
///
/// Score headers are `TeamSection.scoreTitle`, the action button `GatherTimer.State.actionTitle`,
/// the timer `GatherTime.text` and the picker rows `GatherTime.minutesTitle`/`secondsTitle`.
package enum GatherTexts {
  /// The navigation title.
  package static let title = "Gather in progress"
  /// The text of a score label before any goal.
  package static let initialScore = "0"
  /// The button that resets the countdown to 10:00.
  package static let cancelButton = "Cancel"
  /// The button that opens the time picker.
  package static let setButton = "Set"
  /// The bottom button.
  package static let endButton = "End Gather"
  /// The minutes wheel's label, heard by accessibility and not drawn.
  package static let minutesLabel = "Minutes"
  /// The seconds wheel's label, heard by accessibility and not drawn.
  package static let secondsLabel = "Seconds"
  /// The picker toolbar's left button: hides the picker.
  package static let pickerCancelButton = "Cancel"
  /// The picker toolbar's right button: applies the picked time.
  package static let pickerDoneButton = "Done"
  /// The title of the alert that confirms ending the gather.
  package static let endConfirmationTitle = "End Gather"
  /// The message of the alert that confirms ending the gather.
  package static let endConfirmationMessage = "Are you sure you want to end the gather?"
  /// The confirming button of that alert (the default one).
  package static let endConfirmButton = "Yes"
  /// The cancelling button of that alert.
  package static let endCancelButton = "Cancel"
  /// The title of the alert shown when ending fails.
  package static let endErrorTitle = "Error update"
  /// The message of the alert shown when ending fails.
  package static let endErrorMessage = "Unable to update gather. Please try again."
}
