/// What a button whose title and state change shows: its title and whether it can be tapped.
package struct ButtonState: Equatable, Sendable {
  /// The title drawn on the button.
  package let title: String
  /// Whether a tap is accepted.
  package let isEnabled: Bool

  /// A button titled `title`, enabled or not.
  package init(title: String, isEnabled: Bool) {
    self.title = title
    self.isEnabled = isEnabled
  }
}
