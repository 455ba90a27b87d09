/// An alert a view model wants shown, as a value: its title and message.
///
/// The view controller turns it into an `AlertController`; an error alert gets the one "OK"
/// button of SPEC's conventions, a confirmation the buttons its screen names.
struct AlertMessage: Equatable, Sendable {
  /// The bold first line.
  let title: String
  /// The text under the title.
  let message: String
}
