import Domain

/// An alert as state: Domain's `AlertMessage` and its buttons, each sending one of the alert's
/// own actions, or only dismissing it.
///
/// Whatever a button sends comes back as a `PresentationAction`, and the feature's
/// `ifLet(\.alert, action: Action.alert)` clears the alert for any of them in one place, so the
/// screen never shows an alert the state does not hold.
struct AlertState<Action: Equatable & Sendable>: Equatable, Sendable {
  /// The title and message.
  let message: AlertMessage
  /// The buttons, in order.
  let buttons: [AlertButton<Action>]

  /// An error alert: `title` over `message`, with the one OK button of SPEC's conventions.
  static func error(title: String, message: String) -> AlertState {
    AlertState(
      message: AlertMessage(title: title, message: message),
      buttons: [AlertButton(title: AlertTexts.ok, role: .default)])
  }
}

/// One button of an alert in the state: its title, its style and the alert's action a tap sends.
struct AlertButton<Action: Equatable & Sendable>: Equatable, Sendable {
  /// How the button is drawn, as `AlertAction.Style`.
  enum Role: Equatable, Sendable { case `default`, cancel, destructive }

  /// Its title.
  let title: String
  /// Its style.
  let role: Role
  /// What a tap sends; nil for a button that only dismisses (OK, Cancel).
  var action: Action? = nil

  /// What a tap on it sends to the feature.
  var presentationAction: PresentationAction<Action> {
    action.map(PresentationAction.presented) ?? .dismiss
  }
}

/// What a presented alert sends: one of its own actions, or its dismissal.
enum PresentationAction<Action: Equatable & Sendable>: Equatable, Sendable {
  /// A button sent `action`.
  case presented(Action)
  /// A button that only dismisses was tapped.
  case dismiss
}
