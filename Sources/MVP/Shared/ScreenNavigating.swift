import Domain
import ViewKit

/// What every passive MVP view asks of the view controller that shows it.
///
/// A view draws its own widgets, but the title, the loading overlay, alerts and the navigation
/// stack belong to its view controller; each screen's `<Screen>Navigating` adds its navigation.
/// `ViewController` already has these members, so a view controller conforms by declaring it.
@MainActor
package protocol ScreenNavigating: AnyObject {
  /// The title shown in the navigation bar.
  var title: String? { get set }
  /// Covers the screen with the loading overlay.
  func showLoading()
  /// Removes the loading overlay.
  func hideLoading()
  /// Shows an alert over the screen.
  func present(_ alert: AlertController)
}

extension ScreenNavigating {
  /// Shows an error alert with the single "OK" button of SPEC §3 conventions.
  package func showError(title: String, message: String) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(AlertAction(title: AlertTexts.ok))
    present(alert)
  }
}
