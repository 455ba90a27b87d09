import Domain
import Foundation
import ViewKit

/// The MVVM view controller of Gather: the widgets of SPEC §3.7, bound to `GatherViewModel`.
///
/// It builds the scores, the countdown, the teams table and the time picker, binds them in
/// `bind()`, and tells the view model when the screen is left so the countdown stops.
/// The picker panel is in `+Picker`.
@MainActor
final class GatherViewController: ViewController {
  // MARK: - Properties

  // Internal rather than private only because `+Picker` uses them.
  let viewModel: GatherViewModel
  let pickerPanel = View()
  let picker = Picker(identifier: "gather.picker")
  let pickerCancelButton = Button(
    title: GatherTexts.pickerCancelButton, identifier: "gather.pickerCancel")
  let pickerDoneButton = Button(
    title: GatherTexts.pickerDoneButton, identifier: "gather.pickerDone")
  private let table = TableView(style: .grouped, identifier: "gather.table")
  private let teamAScore = Label(identifier: "gather.teamAScore")
  private let teamBScore = Label(identifier: "gather.teamBScore")
  private let teamAStepper = Stepper(identifier: "gather.teamAStepper")
  private let teamBStepper = Stepper(identifier: "gather.teamBStepper")
  private let timerLabel = Label(identifier: "gather.timer")
  private let cancelButton = Button(
    title: GatherTexts.cancelButton, identifier: "gather.cancelButton")
  private let setButton = Button(title: GatherTexts.setButton, identifier: "gather.setButton")
  private let actionButton = Button(title: "", identifier: "gather.actionButton")
  private let endButton = Button(title: GatherTexts.endButton, identifier: "gather.endButton")

  // MARK: - Init

  /// Creates the screen bound to `viewModel`.
  init(viewModel: GatherViewModel) {
    self.viewModel = viewModel
    super.init()
  }

  // MARK: - Lifecycle

  /// Lays the widgets out in the order of SPEC §3.7, the picker panel hidden, and binds them.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    view.addSubview(
      row(Label(text: TeamSection.teamA.scoreTitle), Label(text: TeamSection.teamB.scoreTitle)))
    view.addSubview(row(teamAScore, teamBScore))
    view.addSubview(row(teamAStepper, teamBStepper))
    view.addSubview(row(timerLabel, cancelButton, setButton, actionButton))
    view.addSubview(table)
    view.addSubview(endButton)
    view.addSubview(makePickerPanel())
    for stepper in [teamAStepper, teamBStepper] { stepper.configure(range: viewModel.scoreRange) }
    table.dataSource = self
    bind()
  }

  /// Tells the view model, which stops the countdown (Back, or the pop after ending).
  override func viewWillDisappear() {
    super.viewWillDisappear()
    viewModel.viewWillDisappear()
  }

  // MARK: - Private

  /// Events go in as inputs; outputs come back to the widgets.
  private func bind() {
    let viewModel = viewModel
    teamAStepper.onValueChanged = { viewModel.scoreChanged(to: $0, for: .teamA) }
    teamBStepper.onValueChanged = { viewModel.scoreChanged(to: $0, for: .teamB) }
    cancelButton.action = { viewModel.cancelTapped() }
    setButton.action = { viewModel.setTapped() }
    actionButton.action = { viewModel.actionTapped() }
    endButton.action = { viewModel.endGatherTapped() }
    viewModel.teamAScore.observe(on: self) { controller, text in controller.teamAScore.text = text }
    viewModel.teamBScore.observe(on: self) { controller, text in controller.teamBScore.text = text }
    viewModel.timerText.observe(on: self) { controller, text in controller.timerLabel.text = text }
    viewModel.actionTitle.observe(on: self) { controller, title in
      controller.actionButton.title = title
    }
    viewModel.isLoading.observe(on: self) { controller, isLoading in
      controller.setLoading(isLoading)
    }
    viewModel.alert.observe(on: self) { controller, alert in controller.present(alert) }
    bindPicker()
  }

  private func present(_ alert: GatherViewModel.Alert?) {
    switch alert {
    case .endConfirmation(let message):
      let confirmation = AlertController(title: message.title, message: message.message)
      let viewModel = viewModel
      confirmation.addAction(
        AlertAction(title: GatherTexts.endConfirmButton, style: .default) {
          await viewModel.endGatherConfirmed()
        })
      confirmation.addAction(AlertAction(title: GatherTexts.endCancelButton, style: .cancel))
      present(confirmation)
    case .error(let message): presentError(message)
    case nil: break
    }
  }

  private func row(_ views: View...) -> StackView {
    StackView(axis: .horizontal, arrangedSubviews: views)
  }
}

// MARK: - TableViewDataSource

extension GatherViewController: TableViewDataSource {
  /// The view model's sections: `Team A`, `Team B`.
  func numberOfSections(in tableView: TableView) -> Int {
    viewModel.sections.count
  }

  /// The player count of a team.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    viewModel.sections.rowCount(inSection: section)
  }

  /// The header of a section.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    viewModel.sections.header(ofSection: section)
  }

  /// A read-only name cell with the position acronym on the right.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    valueCell(viewModel.sections.row(at: indexPath.row, inSection: indexPath.section))
  }
}
