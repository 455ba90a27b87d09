/// What a button whose title and state change shows: its title and whether it can be tapped.
struct ButtonState: Equatable, Sendable {
  /// The title drawn on the button.
  let title: String
  /// Whether a tap is accepted.
  let isEnabled: Bool
}
