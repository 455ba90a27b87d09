import Domain
import Foundation
import ViewKit

/// The VIPER view of Gather: the scores, countdown, teams table and time picker of SPEC §3.7.
///
/// It sends every event to `GatherPresenterProtocol` and shows what `GatherViewProtocol` is told.
/// The picker panel is in `+Picker`.
@MainActor
final class GatherViewController: ViewController {
  // MARK: - Properties

  // Internal rather than private only because `+Picker` uses them.
  let presenter: any GatherPresenterProtocol
  let pickerPanel = View()
  let picker = Picker(identifier: "gather.picker")
  let pickerCancelButton = Button(
    title: GatherTexts.pickerCancelButton, identifier: "gather.pickerCancel")
  let pickerDoneButton = Button(
    title: GatherTexts.pickerDoneButton, identifier: "gather.pickerDone")
  private let table = TableView(style: .grouped, identifier: "gather.table")
  private var sections: [TeamTableSection] = []
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

  /// Creates the view sending its events to `presenter`.
  init(presenter: any GatherPresenterProtocol) {
    self.presenter = presenter
    super.init()
  }

  // MARK: - Lifecycle

  /// Lays the widgets out in the order of SPEC §3.7, the picker panel hidden, then lets the
  /// presenter fill them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = GatherTexts.title
    view.addSubview(
      row(Label(text: TeamSection.teamA.scoreTitle), Label(text: TeamSection.teamB.scoreTitle)))
    view.addSubview(row(teamAScore, teamBScore))
    view.addSubview(row(teamAStepper, teamBStepper))
    view.addSubview(row(timerLabel, cancelButton, setButton, actionButton))
    view.addSubview(table)
    view.addSubview(endButton)
    view.addSubview(makePickerPanel())
    teamAStepper.configure(range: GatherResult.scoreRange)
    teamBStepper.configure(range: GatherResult.scoreRange)
    table.dataSource = self
    wireEvents()
    presenter.viewDidLoad()
  }

  /// Tells the presenter, which stops the countdown (Back, or the pop after ending).
  override func viewWillDisappear() {
    super.viewWillDisappear()
    presenter.viewWillDisappear()
  }

  // MARK: - Private

  private func row(_ views: View...) -> StackView {
    StackView(axis: .horizontal, arrangedSubviews: views)
  }

  private func wireEvents() {
    teamAStepper.onValueChanged = { [weak self] value in
      self?.presenter.scoreDidChange(to: value, for: .teamA)
    }
    teamBStepper.onValueChanged = { [weak self] value in
      self?.presenter.scoreDidChange(to: value, for: .teamB)
    }
    cancelButton.action = { [weak self] in self?.presenter.cancelTapped() }
    setButton.action = { [weak self] in self?.presenter.setTapped() }
    actionButton.action = { [weak self] in self?.presenter.actionTapped() }
    endButton.action = { [weak self] in self?.presenter.endGatherTapped() }
    wirePickerEvents()
  }
}

// MARK: - GatherViewProtocol

extension GatherViewController: GatherViewProtocol {
  func showTeams(_ sections: [TeamTableSection]) {
    self.sections = sections
    table.reloadData()
  }

  func setScore(_ text: String, for team: TeamSection) {
    switch team {
    case .teamA: teamAScore.text = text
    case .teamB: teamBScore.text = text
    case .bench: break
    }
  }

  func setTimer(text: String, actionTitle: String) {
    timerLabel.text = text
    actionButton.title = actionTitle
  }

  func showEndConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String
  ) {
    let alert = AlertController(title: title, message: message)
    alert.addAction(
      AlertAction(title: confirmTitle, style: .default) { [weak self] in
        await self?.presenter.endGatherConfirmed()
      })
    alert.addAction(AlertAction(title: cancelTitle, style: .cancel))
    present(alert)
  }

  func showError(title: String, message: String) {
    presentErrorAlert(title: title, message: message, buttonTitle: AlertTexts.ok)
  }
}

// MARK: - TableViewDataSource

extension GatherViewController: TableViewDataSource {
  /// `Team A`, `Team B`.
  func numberOfSections(in tableView: TableView) -> Int {
    sections.count
  }

  /// The players of a team.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections.numberOfRows(inSection: section)
  }

  /// The header of a team.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections.header(ofSection: section)
  }

  /// A read-only name cell with the position acronym on the right.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    sections.cell(at: indexPath)
  }
}
