extension AlertController {
  /// An alert that asks before doing something: the confirming button, then the cancelling one,
  /// as every confirmation of an app is laid out; the app gives the texts and what each does.
  public static func confirmation(
    title: String?, message: String?, confirmTitle: String,
    confirmStyle: AlertAction.Style = .default, cancelTitle: String,
    onConfirm: @escaping @MainActor () async -> Void,
    onCancel: (@MainActor () async -> Void)? = nil
  ) -> AlertController {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: confirmTitle, style: confirmStyle, handler: onConfirm))
    alert.addAction(AlertAction(title: cancelTitle, style: .cancel, handler: onCancel))
    return alert
  }
}
