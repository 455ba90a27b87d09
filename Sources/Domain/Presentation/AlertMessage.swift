/// An alert a screen shows, as a value: its title and message.
///
/// Each pattern decides who makes it and who presents it; an error alert gets the one "OK"
/// button of SPEC's conventions, a confirmation the buttons its screen names.
package struct AlertMessage: Equatable, Sendable {
  /// The bold first line.
  package let title: String
  /// The text under the title.
  package let message: String

  /// An alert with `title` over `message`.
  package init(title: String, message: String) {
    self.title = title
    self.message = message
  }
}
