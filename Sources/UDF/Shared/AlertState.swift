import Domain

/// An alert as state: Domain's `AlertMessage` and its buttons, each sending an action.
///
/// The reducer sets it and clears it when one of its buttons' actions comes back, so the screen
/// never shows an alert the state does not hold.
struct AlertState<Action: Equatable & Sendable>: Equatable, Sendable {
  /// The title and message.
  let message: AlertMessage
  /// The buttons, in order.
  let buttons: [AlertButton<Action>]

  /// An error alert: `title` over `message`, with the one OK button of SPEC's conventions.
  static func error(title: String, message: String, dismiss: Action) -> AlertState {
    AlertState(
      message: AlertMessage(title: title, message: message),
      buttons: [AlertButton(title: AlertTexts.ok, role: .default, action: dismiss)])
  }
}

/// One button of an alert in the state: its title, its style and the action a tap sends.
struct AlertButton<Action: Equatable & Sendable>: Equatable, Sendable {
  /// How the button is drawn, as `AlertAction.Style`.
  enum Role: Equatable, Sendable { case `default`, cancel, destructive }

  /// Its title.
  let title: String
  /// Its style.
  let role: Role
  /// What a tap sends.
  let action: Action
}
