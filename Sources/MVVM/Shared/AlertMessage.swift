/// An alert a view model wants shown, as a value: its title and message.
///
/// The view controller turns it into an `AlertController`; an error alert gets the one "OK"
/// button of SPEC's conventions, a confirmation the buttons its screen names.
package struct AlertMessage: Equatable, Sendable {
  /// The bold first line.
  package let title: String
  /// The text under the title.
  package let message: String

  /// Creates an alert with a title and a message.
  package init(title: String, message: String) {
    self.title = title
    self.message = message
  }
}
