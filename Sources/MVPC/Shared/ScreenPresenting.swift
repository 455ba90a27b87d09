import Domain
import ViewKit

/// What every passive MVP-C view asks of the view controller that shows it: no navigation.
///
/// A view drives its layout's widgets, but the title, the loading overlay and alerts belong to
/// its view controller; moving between screens belongs to the coordinators, so no view asks for
/// it. `ViewController` already has these members, so a view controller conforms by declaring it.
@MainActor
protocol ScreenPresenting: AnyObject {
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

/// A passive MVP-C view whose title, loading overlay and error alerts belong to its host.
///
/// Gives every view the same one-line forwards of `…ViewProtocol` requirements, once.
@MainActor
protocol HostBacked: AnyObject {
  /// The view controller showing this view.
  var host: (any ScreenPresenting)? { get }
}

extension HostBacked {
  /// Shows `title` in the navigation bar.
  func setTitle(_ title: String) {
    host?.title = title
  }

  /// Asks the host for the loading overlay.
  func showLoading() {
    host?.showLoading()
  }

  /// Asks the host to remove the loading overlay.
  func hideLoading() {
    host?.hideLoading()
  }

  /// Asks the host for an error alert with an OK button.
  func showError(title: String, message: String) {
    host?.presentErrorAlert(title: title, message: message, buttonTitle: AlertTexts.ok)
  }
}
