import Domain
import ViewKit

extension ViewController {
  /// Shows or hides the loading overlay as the state says.
  func render(isLoading: Bool) {
    if isLoading { showLoading() } else { hideLoading() }
  }

  /// Presents `alert` when it has just appeared in the state (`shown` was nil); its buttons send
  /// their actions through `send`, awaited so the driver waits for what follows.
  func render<Action>(
    alert: AlertState<Action>?, shown: AlertState<Action>?,
    send: @escaping @MainActor (PresentationAction<Action>) async -> Void
  ) {
    guard let alert, shown == nil else { return }
    let controller = AlertController(title: alert.message.title, message: alert.message.message)
    for button in alert.buttons {
      let action = button.presentationAction
      controller.addAction(
        AlertAction(title: button.title, style: button.role.style) { await send(action) })
    }
    present(controller)
  }
}

extension AlertButton.Role {
  fileprivate var style: AlertAction.Style {
    switch self {
    case .default: .default
    case .cancel: .cancel
    case .destructive: .destructive
    }
  }
}
