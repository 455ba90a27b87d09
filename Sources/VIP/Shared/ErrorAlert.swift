/// The texts of an alert with one OK button, as a presenter formats an error for display.
package struct ErrorAlert: Equatable, Sendable {
  /// The alert's title, such as `Error`.
  package let title: String
  /// The alert's message.
  package let message: String

  /// Creates an alert with these texts.
  package init(title: String, message: String) {
    self.title = title
    self.message = message
  }
}
