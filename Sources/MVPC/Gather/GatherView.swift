import Domain
import ViewKit

/// The passive MVP view of Gather: scores, countdown, teams table and time picker.
///
/// It forwards every event to `GatherPresenterProtocol` and asks its navigator for the title,
/// the overlay and alerts. The table is in `+Table`, the picker panel in `+Picker`.
@MainActor
final class GatherView: View, GatherViewProtocol {
  // MARK: - Properties

  /// Receives the user's events and supplies the rows, score range and picker wheels.
  weak var presenter: (any GatherPresenterProtocol)? {
    didSet { readFixedContent() }
  }
  /// The view controller that sets the title and shows overlay and alerts.
  weak var navigator: (any ScreenNavigating)?
  // Internal rather than private only because the `+Table` and `+Picker` files use them.
  let table = TableView(style: .grouped, identifier: "gather.table")
  let pickerPanel = View()
  let picker = Picker(identifier: "gather.picker")
  let pickerCancelButton = Button(
    title: GatherTexts.pickerCancelButton, identifier: "gather.pickerCancel")
  let pickerDoneButton = Button(
    title: GatherTexts.pickerDoneButton, identifier: "gather.pickerDone")
  private let teamAScore = Label(text: GatherTexts.initialScore, identifier: "gather.teamAScore")
  private let teamBScore = Label(text: GatherTexts.initialScore, identifier: "gather.teamBScore")
  private let teamAStepper = Stepper(identifier: "gather.teamAStepper")
  private let teamBStepper = Stepper(identifier: "gather.teamBStepper")
  private let timerLabel = Label(identifier: "gather.timer")
  private let cancelButton = Button(
    title: GatherTexts.cancelButton, identifier: "gather.cancelButton")
  private let setButton = Button(title: GatherTexts.setButton, identifier: "gather.setButton")
  private let actionButton = Button(title: "", identifier: "gather.actionButton")
  private let endButton = Button(title: GatherTexts.endButton, identifier: "gather.endButton")

  // MARK: - Init

  /// Lays the widgets out in the order of SPEC §3.7, the picker panel hidden.
  init() {
    super.init()
    addSubview(
      row(Label(text: TeamSection.teamA.scoreTitle), Label(text: TeamSection.teamB.scoreTitle)))
    addSubview(row(teamAScore, teamBScore))
    addSubview(row(teamAStepper, teamBStepper))
    addSubview(row(timerLabel, cancelButton, setButton, actionButton))
    addSubview(table)
    addSubview(endButton)
    addSubview(makePickerPanel())
    table.dataSource = self
    connectEvents()
  }

  // MARK: - GatherViewProtocol

  /// Reads every section and row of the players table again.
  func reloadData() {
    table.reloadData()
  }

  /// Shows `text` in the score label of `team`.
  func setScore(_ text: String, for team: TeamSection) {
    switch team {
    case .teamA: teamAScore.text = text
    case .teamB: teamBScore.text = text
    case .bench: break
    }
  }

  /// Shows `text` in the timer label.
  func setTimerText(_ text: String) {
    timerLabel.text = text
  }

  /// Shows `title` on the action button.
  func setActionTitle(_ title: String) {
    actionButton.title = title
  }

  /// Asks the navigator to confirm ending; the confirming button forwards to the presenter.
  func showEndGatherConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String
  ) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(
      AlertAction(title: confirmTitle, style: .default) { [weak self] in
        await self?.presenter?.endGatherConfirmed()
      })
    alert.addAction(AlertAction(title: cancelTitle, style: .cancel))
    navigator?.present(alert)
  }

  // MARK: - Private

  private func row(_ views: View...) -> StackView {
    StackView(axis: .horizontal, arrangedSubviews: views)
  }

  private func connectEvents() {
    teamAStepper.onValueChanged = { [weak self] value in
      self?.presenter?.scoreStepperChanged(to: value, for: .teamA)
    }
    teamBStepper.onValueChanged = { [weak self] value in
      self?.presenter?.scoreStepperChanged(to: value, for: .teamB)
    }
    cancelButton.action = { [weak self] in self?.presenter?.cancelTapped() }
    setButton.action = { [weak self] in self?.presenter?.setTapped() }
    actionButton.action = { [weak self] in self?.presenter?.actionTapped() }
    endButton.action = { [weak self] in self?.presenter?.endGatherTapped() }
    connectPickerEvents()
  }

  // The bounds and wheels never change, so they are read once, when the presenter is attached,
  // as UIKit reads a picker's data source.
  private func readFixedContent() {
    guard let presenter else { return }
    for stepper in [teamAStepper, teamBStepper] { stepper.configure(range: presenter.scoreRange) }
    picker.components = presenter.pickerComponents
  }
}

// MARK: - NavigatorBacked

extension GatherView: NavigatorBacked {
  /// The view controller that shows the title, the overlay and alerts.
  var screenNavigator: (any ScreenNavigating)? { navigator }
}
