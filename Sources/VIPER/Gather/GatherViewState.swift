import Domain
import Layouts
import Observation

/// The declarative view of the Gather module: what the presenter tells its view, each tick too,
/// kept as Layouts' `GatherContent.Values` for `GatherScreen` to draw.
///
/// The VIPER view role of the declarative UI, as `GatherViewController` is the UIKit-shaped UI's:
/// passive, driven by the presenter hub through `GatherViewProtocol`.
@MainActor
@Observable
final class GatherViewState: GatherViewProtocol {
  /// What the screen shows; the picker's wheels turn here until Done reports them.
  var values = GatherContent.Values()
  /// The hub the screen reports the user's events to, `GatherEvents` among them.
  let presenter: any GatherPresenterProtocol

  /// Creates the view of a module `GatherRouter` assembles.
  init(presenter: any GatherPresenterProtocol) {
    self.presenter = presenter
  }

  // MARK: - GatherViewProtocol

  func showTeams(_ sections: [TeamTableSection]) { values.sections = sections }

  func setScore(_ goals: Int, for team: TeamSection) {
    if team == .teamA { values.teamAScore = goals }
    if team == .teamB { values.teamBScore = goals }
  }

  func setTimer(text: String, actionTitle: String) {
    var shown = values
    shown.timer = text
    shown.actionTitle = actionTitle
    values = shown
  }

  func showPicker(at time: GatherTime) {
    var shown = values
    shown.pickerRows = [time.pickerRows.minutes, time.pickerRows.seconds]
    shown.isPickerShown = true
    values = shown
  }

  func hidePicker() { values.isPickerShown = false }

  func showEndGatherConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String
  ) {
    values.endConfirmation = AlertMessage(
      title: title, message: message, confirmTitle: confirmTitle, cancelTitle: cancelTitle)
  }

  func showLoading() { values.isLoading = true }

  func hideLoading() { values.isLoading = false }

  func showError(title: String, message: String) {
    values.error = AlertMessage(title: title, message: message)
  }
}
