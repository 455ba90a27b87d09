import Domain
import ViewKit

/// What every passive MVP view asks of the view controller that shows it.
///
/// A view draws its own widgets, but the title, the loading overlay and alerts belong to its view
/// controller; moving between screens belongs to the coordinators, so no view asks for it.
/// `ViewController` already has these members, so a view controller conforms by declaring it.
@MainActor
protocol ScreenNavigating: AnyObject {
  /// The title shown in the navigation bar.
  var title: String? { get set }
  /// Covers the screen with the loading overlay.
  func showLoading()
  /// Removes the loading overlay.
  func hideLoading()
  /// Shows an alert over the screen.
  func present(_ alert: AlertController)
  /// Shows an error alert with one button, titled `buttonTitle`.
  func presentErrorAlert(title: String, message: String, buttonTitle: String)
}

/// A passive MVP view whose title, loading overlay and error alerts belong to its navigator.
///
/// Gives every view the same one-line forwards of `…ViewProtocol` requirements, once.
@MainActor
protocol NavigatorBacked: AnyObject {
  /// The view controller showing this view.
  var screenNavigator: (any ScreenNavigating)? { get }
}

extension NavigatorBacked {
  /// Shows `title` in the navigation bar.
  func setTitle(_ title: String) {
    screenNavigator?.title = title
  }

  /// Asks the navigator for the loading overlay.
  func showLoading() {
    screenNavigator?.showLoading()
  }

  /// Asks the navigator to remove the loading overlay.
  func hideLoading() {
    screenNavigator?.hideLoading()
  }

  /// Asks the navigator for an error alert with an OK button.
  func showError(title: String, message: String) {
    screenNavigator?.presentErrorAlert(title: title, message: message, buttonTitle: AlertTexts.ok)
  }
}
