extension ViewController {
  /// Shows an alert that reports an error and has one button, titled `buttonTitle`, that dismisses it.
  ///
  /// Every screen of an app reports errors the same way, whatever its architecture, so the alert is
  /// built once here; the app gives the button's text (ViewKit holds no app texts).
  public func presentErrorAlert(title: String, message: String, buttonTitle: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: buttonTitle))
    present(alert)
  }
}
