/// The user-visible texts of Confirm Players, shared by every pattern (SPEC §3.6).
///
/// The section headers are `TeamSection.title`; the row detail is `Player.positionAcronym`.
package enum ConfirmPlayersTexts {
  /// The navigation title.
  package static let title = "Confirm Players"
  /// The bottom button.
  package static let startButton = "Start Gather"
  /// The title of the alert shown when the gather cannot be started.
  package static let startErrorTitle = "Error"
  /// The message of the alert shown when the gather cannot be started.
  package static let startErrorMessage = "Unable to create gather."
}
