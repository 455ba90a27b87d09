import Domain
import Layouts
import Observation

/// The declarative view of the Player Add module: what the presenter tells its view, kept as
/// Layouts' `PlayerAddContent.Values` for `PlayerAddScreen` to draw.
///
/// The VIPER view role of the declarative UI, as `PlayerAddViewController` is the UIKit-shaped
/// UI's: passive, driven by the presenter hub through `PlayerAddViewProtocol`.
@MainActor
@Observable
final class PlayerAddViewState: PlayerAddViewProtocol {
  /// The name field and the feedback; typing lands here, as in the view controller's field.
  var values = PlayerAddContent.Values()
  /// The hub the screen reports the user's events to.
  let presenter: any PlayerAddPresenterProtocol

  /// Creates the view of a module `PlayerAddRouter` assembles.
  init(presenter: any PlayerAddPresenterProtocol) {
    self.presenter = presenter
  }

  // MARK: - PlayerAddViewProtocol

  // `PlayerAddContent` enables Done from the name it shows, by the presenter's rule.
  func setDoneEnabled(_ isEnabled: Bool) {}

  func showLoading() { values.isLoading = true }

  func hideLoading() { values.isLoading = false }

  func showError(title: String, message: String) {
    values.error = AlertMessage(title: title, message: message)
  }
}
