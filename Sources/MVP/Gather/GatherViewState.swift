import Domain
import Layouts
import Observation

/// The declarative MVP view of Gather: the `GatherViewProtocol` its presenter drives, keeping
/// what the screen shows as `GatherContent.Values` for `GatherScreen` to render.
///
/// It owns its presenter, as the view controller does; `GatherScreen` stops the countdown when
/// the screen is left.
@MainActor
@Observable
final class GatherViewState: GatherViewProtocol {
  /// What the screen shows; the picked wheel rows are read from it when Done is tapped.
  var values = GatherContent.Values()
  /// The presenter that drives this view and hears its events.
  @ObservationIgnored var presenter: GatherPresenter?

  // MARK: - GatherViewProtocol

  /// Nothing to store: the title is Gather's, which the content draws.
  func setTitle(_ title: String) {}

  /// Shows both teams.
  func showTeams(_ sections: [TeamTableSection]) {
    values.sections = sections
  }

  /// Shows the score of `team`, which the steppers start from; the bench has none.
  func setScore(_ goals: Int, for team: TeamSection) {
    switch team {
    case .teamA: values.teamAScore = goals
    case .teamB: values.teamBScore = goals
    case .bench: break
    }
  }

  /// Shows the countdown.
  func setTimerText(_ text: String) {
    values.timer = text
  }

  /// Shows Start, Pause or Resume on the action button.
  func setActionTitle(_ title: String) {
    values.actionTitle = title
  }

  /// Opens the picker with the wheels on `time`.
  func showPicker(at time: GatherTime) {
    let rows = time.pickerRows
    values.pickerRows = [rows.minutes, rows.seconds]
    values.isPickerShown = true
  }

  /// Closes the picker.
  func hidePicker() {
    values.isPickerShown = false
  }

  /// Shows the end confirmation with the presenter's texts and button titles.
  func showEndGatherConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String
  ) {
    values.endConfirmation = AlertMessage(
      title: title, message: message, confirmTitle: confirmTitle, cancelTitle: cancelTitle)
  }

  /// Covers the screen with the loading overlay.
  func showLoading() {
    values.isLoading = true
  }

  /// Removes the loading overlay.
  func hideLoading() {
    values.isLoading = false
  }

  /// Shows the end error with the presenter's title and message.
  func showError(title: String, message: String) {
    values.error = AlertMessage(title: title, message: message)
  }
}
