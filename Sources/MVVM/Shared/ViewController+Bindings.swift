import Domain
import ViewKit

extension ViewController {
  /// Shows or hides the loading overlay, as a view model's `isLoading` output says.
  func setLoading(_ isLoading: Bool) {
    if isLoading { showLoading() } else { hideLoading() }
  }

  /// Shows `message` as an error alert with the single "OK" button; nothing for `nil`.
  func presentError(_ message: AlertMessage?) {
    guard let message else { return }
    presentErrorAlert(title: message.title, message: message.message, buttonTitle: AlertTexts.ok)
  }

}
