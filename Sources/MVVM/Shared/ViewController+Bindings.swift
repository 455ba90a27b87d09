import Domain
import ViewKit

extension ViewController {
  /// Shows or hides the loading overlay, as a view model's `isLoading` output says.
  func setLoading(_ isLoading: Bool) {
    if isLoading { showLoading() } else { hideLoading() }
  }

  /// Shows `message` as an error alert with the single "OK" button, unless an alert is up
  /// already; its button calls `dismissed`.
  ///
  /// `updateProperties()` runs again whenever anything it read changes, so an alert the view
  /// model still holds is presented only while none is shown; the view model forgets it when
  /// the button reports the dismissal.
  func presentError(_ message: AlertMessage?, dismissed: @escaping @MainActor () -> Void) {
    guard let message, presentedAlert == nil else { return }
    let alert = AlertController(title: message.title, message: message.message)
    alert.addAction(AlertAction(title: AlertTexts.ok) { dismissed() })
    present(alert)
  }
}
