import Domain
import Layouts
import Observation

/// The declarative view of the Confirm Players module: what the presenter tells its view, kept
/// as Layouts' `ConfirmPlayersContent.Values` for `ConfirmPlayersScreen` to draw.
///
/// The VIPER view role of the declarative UI, as `ConfirmPlayersViewController` is the
/// UIKit-shaped UI's: passive, driven by the presenter hub through `ConfirmPlayersViewProtocol`.
@MainActor
@Observable
final class ConfirmPlayersViewState: ConfirmPlayersViewProtocol {
  /// The teams and the feedback.
  var values = ConfirmPlayersContent.Values()
  /// The hub the screen reports the user's events to.
  let presenter: any ConfirmPlayersPresenterProtocol

  /// Creates the view of a module `ConfirmPlayersRouter` assembles.
  init(presenter: any ConfirmPlayersPresenterProtocol) {
    self.presenter = presenter
  }

  // MARK: - ConfirmPlayersViewProtocol

  func showTeams(_ sections: [TeamTableSection]) { values.sections = sections }

  func setStartEnabled(_ isEnabled: Bool) { values.isStartEnabled = isEnabled }

  func showLoading() { values.isLoading = true }

  func hideLoading() { values.isLoading = false }

  func showError(title: String, message: String) {
    values.error = AlertMessage(title: title, message: message)
  }
}
