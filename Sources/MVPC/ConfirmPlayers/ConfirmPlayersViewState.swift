import Domain
import Layouts
import Observation

/// The declarative MVP-C view of Confirm Players: the `ConfirmPlayersViewProtocol` its presenter
/// drives, keeping what the screen shows as `ConfirmPlayersContent.Values` for its screen.
///
/// It owns its presenter, as the view controller does; Gather is the coordinator's.
@MainActor
@Observable
final class ConfirmPlayersViewState: ConfirmPlayersViewProtocol {
  /// What the screen shows.
  var values = ConfirmPlayersContent.Values()
  /// The presenter that drives this view and hears its events.
  @ObservationIgnored var presenter: ConfirmPlayersPresenter?

  // MARK: - ConfirmPlayersViewProtocol

  /// Nothing to store: the title is Confirm Players', which the content draws.
  func setTitle(_ title: String) {}

  /// Shows the bench and both teams.
  func showTeams(_ sections: [TeamTableSection]) {
    values.sections = sections
  }

  /// Enables or disables Start Gather.
  func setStartEnabled(_ isEnabled: Bool) {
    values.isStartEnabled = isEnabled
  }

  /// Covers the screen with the loading overlay.
  func showLoading() {
    values.isLoading = true
  }

  /// Removes the loading overlay.
  func hideLoading() {
    values.isLoading = false
  }

  /// Shows the start error with the presenter's title and message.
  func showError(title: String, message: String) {
    values.error = AlertMessage(title: title, message: message)
  }
}
