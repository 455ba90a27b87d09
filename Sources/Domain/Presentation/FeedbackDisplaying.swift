/// What a presenter asks of any passive view besides its own content: the loading overlay and
/// the one-button error alert, which every screen shows the same way.
@MainActor
package protocol FeedbackDisplaying: AnyObject {
  /// Covers the screen with the loading overlay, which blocks input.
  func showLoading()
  /// Removes the loading overlay.
  func hideLoading()
  /// Shows an alert with one OK button.
  func showError(title: String, message: String)
}
