import Domain
import ViewKit

extension ViewController {
  /// Shows an error alert with the single "OK" button of SPEC §3 conventions.
  func showError(title: String, message: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: AlertTexts.ok))
    present(alert)
  }
}
