import Domain
import Layouts
import ViewKit

/// The passive MVP view of Gather: wires `GatherLayout` — scores, countdown, teams table and
/// time picker.
///
/// It forwards every event to `GatherPresenterProtocol`, shows what it is told, and asks its
/// navigator for the title, the overlay and alerts.
@MainActor
final class GatherView: View, GatherViewProtocol {
  // MARK: - Properties

  /// Receives the user's events.
  weak var presenter: (any GatherPresenterProtocol)?
  /// The view controller that sets the title and shows overlay and alerts; Gather needs no
  /// navigation of its own, since ending pops back through the presenter's delegate.
  weak var navigator: (any ScreenNavigating)?
  private let layout: GatherLayout
  private let teamTable = TeamTableDataSource()

  // MARK: - Init

  /// Creates the view that drives `layout`'s widgets, which its view controller installs.
  init(layout: GatherLayout) {
    self.layout = layout
    super.init()
    layout.table.dataSource = teamTable
    wireActions()
  }

  // MARK: - GatherViewProtocol

  /// Shows `sections` in the players table.
  func showTeams(_ sections: [TeamTableSection]) {
    teamTable.sections = sections
    layout.table.reloadData()
  }

  /// Shows `goals` in the score label of `team`.
  func setScore(_ goals: Int, for team: TeamSection) {
    layout.setScore(goals, for: team)
  }

  /// Shows `text` in the timer label.
  func setTimerText(_ text: String) {
    layout.timerLabel.text = text
  }

  /// Shows `title` on the action button.
  func setActionTitle(_ title: String) {
    layout.actionButton.title = title
  }

  /// Opens the picker panel with the wheels on `time`.
  func showPicker(at time: GatherTime) {
    layout.showPicker(at: time)
  }

  /// Closes the picker panel, if it is open.
  func hidePicker() {
    layout.hidePicker()
  }

  /// Asks the navigator to confirm ending; the confirming button forwards to the presenter.
  func showEndGatherConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String
  ) {
    navigator?.present(
      .confirmation(
        title: title, message: message, confirmTitle: confirmTitle, cancelTitle: cancelTitle,
        onConfirm: { [weak self] in await self?.presenter?.endGatherConfirmed() }))
  }

  // MARK: - Private

  private func wireActions() {
    layout.onScoreStepperChanged { [weak self] in
      self?.presenter?.scoreStepperChanged(to: $0, for: $1)
    }
    layout.cancelButton.action = { [weak self] in self?.presenter?.cancelTapped() }
    layout.setButton.action = { [weak self] in self?.presenter?.setTapped() }
    layout.actionButton.action = { [weak self] in self?.presenter?.actionTapped() }
    layout.endButton.action = { [weak self] in self?.presenter?.endTapped() }
    layout.pickerCancelButton.action = { [weak self] in self?.presenter?.pickerCancelTapped() }
    layout.pickerDoneButton.action = { [weak self] in
      guard let self else { return }
      presenter?.pickerDoneTapped(time: layout.pickedTime)
    }
  }
}

// MARK: - NavigatorBacked

extension GatherView: NavigatorBacked {
  /// The view controller that shows the title, the overlay and alerts.
  var screenNavigator: (any ScreenNavigating)? { navigator }
}
