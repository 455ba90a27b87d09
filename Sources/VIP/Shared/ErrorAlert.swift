/// The texts of an alert with one OK button, as a presenter formats an error for display.
struct ErrorAlert: Equatable, Sendable {
  /// The alert's title, such as `Error`.
  let title: String
  /// The alert's message.
  let message: String
}
