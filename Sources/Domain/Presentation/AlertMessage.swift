/// An alert a screen shows, as a value: its title and message, and the titles of a
/// confirmation's two buttons where whoever asks for it names them.
///
/// Each pattern decides who makes it and who presents it; an error alert gets the one "OK"
/// button of SPEC's conventions, a confirmation the buttons its screen names.
package struct AlertMessage: Equatable, Sendable {
  /// The bold first line.
  package let title: String
  /// The text under the title.
  package let message: String
  /// The confirming button's title; nil keeps the screen's own.
  package let confirmTitle: String?
  /// The cancelling button's title; nil keeps the screen's own.
  package let cancelTitle: String?

  /// An alert with `title` over `message`, and a confirmation's button titles where given.
  package init(
    title: String, message: String, confirmTitle: String? = nil, cancelTitle: String? = nil
  ) {
    self.title = title
    self.message = message
    self.confirmTitle = confirmTitle
    self.cancelTitle = cancelTitle
  }
}
