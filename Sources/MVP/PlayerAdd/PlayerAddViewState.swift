import Domain
import Layouts
import Observation

/// The declarative MVP view of Player Add: the `PlayerAddViewProtocol` its presenter drives,
/// keeping what the form shows as `PlayerAddContent.Values` for `PlayerAddScreen` to render.
///
/// It owns its presenter, as the view controller does, and asks the `ScreenRouter` to go back.
@MainActor
@Observable
final class PlayerAddViewState: PlayerAddViewProtocol {
  /// What the form shows; the typed name is read from it when Done is tapped.
  var values = PlayerAddContent.Values()
  /// The presenter that drives this view and hears its events.
  @ObservationIgnored var presenter: PlayerAddPresenter?
  /// The stack that goes back to the Player List.
  @ObservationIgnored weak var navigator: ScreenRouter?

  // MARK: - PlayerAddViewProtocol

  /// Nothing to store: `PlayerAddContent` enables Done by the presenter's own rule, a name
  /// that is not empty, so both always agree.
  func setDoneEnabled(_ isEnabled: Bool) {}

  /// Asks the stack to go back to the Player List.
  func popToPreviousScreen() {
    navigator?.close()
  }

  /// Covers the form with the loading overlay.
  func showLoading() {
    values.isLoading = true
  }

  /// Removes the loading overlay.
  func hideLoading() {
    values.isLoading = false
  }

  /// Shows the creation error with the presenter's title and message.
  func showError(title: String, message: String) {
    values.error = AlertMessage(title: title, message: message)
  }
}
