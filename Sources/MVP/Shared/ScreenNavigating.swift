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

/// A passive MVP view whose title, loading overlay and error alerts belong to its navigator.
///
/// Gives every view the same one-line forwards of `…ViewProtocol` requirements, once.
@MainActor
package protocol NavigatorBacked: AnyObject {
  /// The view controller showing this view.
  var screenNavigator: (any ScreenNavigating)? { get }
}

extension NavigatorBacked {
  /// Shows `title` in the navigation bar.
  package func setTitle(_ title: String) {
    screenNavigator?.title = title
  }

  /// Asks the navigator for the loading overlay.
  package func showLoading() {
    screenNavigator?.showLoading()
  }

  /// Asks the navigator to remove the loading overlay.
  package func hideLoading() {
    screenNavigator?.hideLoading()
  }

  /// Asks the navigator for an error alert with an OK button.
  package func showError(title: String, message: String) {
    screenNavigator?.showError(title: title, message: message)
  }
}
