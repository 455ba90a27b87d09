import Domain
import Layouts
import ViewKit

/// The VIPER view of Gather: installs and wires `GatherLayout` — the scores, countdown, teams
/// table and time picker of SPEC §3.7.
///
/// It sends every event to `GatherPresenterProtocol` and shows what `GatherViewProtocol` is told.
@MainActor
final class GatherViewController: ViewController {
  // MARK: - Properties

  private let presenter: any GatherPresenterProtocol
  private let layout = GatherLayout()
  private let teamTable = TeamTableDataSource()

  // MARK: - Init

  /// Creates the view sending its events to `presenter`.
  init(presenter: any GatherPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Sets the title and installs the widgets, then lets the presenter fill them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = GatherTexts.title
    layout.install(in: self)
    layout.table.dataSource = teamTable
    wireActions()
    presenter.load()
  }

  /// Tells the presenter, which stops the countdown (Back, or the pop after ending).
  override func viewWillDisappear() {
    super.viewWillDisappear()
    presenter.stopCountdown()
  }

  // MARK: - Private

  private func wireActions() {
    layout.sendEvents(to: presenter)
  }

}

// MARK: - GatherViewProtocol

extension GatherViewController: GatherViewProtocol {
  func showTeams(_ sections: [TeamTableSection]) {
    teamTable.sections = sections
    layout.table.reloadData()
  }

  func setScore(_ goals: Int, for team: TeamSection) {
    layout.setScore(goals, for: team)
  }

  func setTimer(text: String, actionTitle: String) {
    layout.timerLabel.text = text
    layout.actionButton.title = actionTitle
  }

  func showPicker(at time: GatherTime) {
    layout.showPicker(at: time)
  }

  func hidePicker() {
    layout.hidePicker()
  }

  func showEndGatherConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String
  ) {
    present(
      .confirmation(
        title: title, message: message, confirmTitle: confirmTitle, cancelTitle: cancelTitle,
        onConfirm: { [weak self] in await self?.presenter.endGatherConfirmed() }))
  }

  func showError(title: String, message: String) {
    presentErrorAlert(title: title, message: message, buttonTitle: AlertTexts.ok)
  }
}
