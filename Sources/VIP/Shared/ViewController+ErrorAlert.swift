import Domain
import ViewKit

extension ViewController {
  /// Shows `alert` with the single "OK" button of SPEC §3 conventions.
  func present(_ alert: ErrorAlert) {
    let controller = AlertController(title: alert.title, message: alert.message)
    controller.addAction(AlertAction(title: AlertTexts.ok))
    present(controller)
  }
}
