import Domain
import Foundation
import Layouts
import ViewKit

/// The MVVM view controller of Gather: the layout of SPEC §3.7, bound to `GatherViewModel`.
///
/// It wires the scores, the countdown, the teams table and the time picker, shows the view
/// model's outputs in `updateProperties()`, which observes it, and tells the view model when the
/// screen is left so the countdown stops.
@MainActor
final class GatherViewController: ViewController {
  // MARK: - Properties

  private let viewModel: GatherViewModel
  private let layout = GatherLayout()
  // Held here: a table keeps its data source weakly.
  private let dataSource = TeamTableDataSource()

  // MARK: - Init

  /// Creates the screen of the gather in `model` and its view model, ending it through
  /// `gatherService`, counting down on `clock` and reporting the end through `actions`.
  init(
    model: GatherModel, gatherService: any GatherService, clock: any TimerClock,
    actions: GatherViewModel.Actions
  ) {
    viewModel = GatherViewModel(
      gatherService: gatherService, model: model, clock: clock, actions: actions)
    super.init()
  }

  // MARK: - Lifecycle

  /// Installs the screen, the picker panel hidden, and wires it.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = viewModel.title
    layout.install(in: self)
    dataSource.sections = viewModel.sections
    layout.table.dataSource = dataSource
    wireActions()
  }

  /// Outputs come back to the widgets; runs again when one of them changes, each tick too.
  override func updateProperties() {
    super.updateProperties()
    layout.setScore(viewModel.teamAGoals, for: .teamA)
    layout.setScore(viewModel.teamBGoals, for: .teamB)
    layout.timerLabel.text = viewModel.timerText
    layout.actionButton.title = viewModel.actionTitle
    // The view model follows the wheels, so this moves them only when Set opens the picker.
    layout.selectPickerRows(
      minutes: viewModel.pickerRows.minutes, seconds: viewModel.pickerRows.seconds)
    layout.pickerPanel.isHidden = !viewModel.isPickerShown
    setLoading(viewModel.isLoading)
    present(viewModel.alert)
  }

  /// The countdown stops when the screen goes (Back, or the pop after ending).
  override func viewWillDisappear() {
    super.viewWillDisappear()
    viewModel.stopCountdown()
  }

  // MARK: - Private

  /// Events go in as inputs: the layout sends them to the view model, Domain's `GatherEvents`;
  /// the wheels' moves go to it too.
  private func wireActions() {
    layout.sendEvents(to: viewModel)
    layout.picker.onSelect = { [weak self] _, _ in self?.pickerTurned() }
  }

  /// The wheels report where the user turned them, so the view model always knows their rows.
  private func pickerTurned() {
    let rows = layout.pickedTime.pickerRows
    viewModel.pickerRows = .init(minutes: rows.minutes, seconds: rows.seconds)
  }

  /// Presents the view model's alert, once: only while no alert is up.
  private func present(_ alert: GatherViewModel.Alert?) {
    guard presentedAlert == nil else { return }
    switch alert {
    case .endConfirmation(let message):
      let confirmation = AlertController(title: message.title, message: message.message)
      let viewModel = viewModel
      confirmation.addAction(
        AlertAction(title: GatherTexts.endConfirmButton, style: .default) {
          await viewModel.endGatherConfirmed()
        })
      confirmation.addAction(
        AlertAction(title: GatherTexts.endCancelButton, style: .cancel) {
          viewModel.alert = nil
        })
      present(confirmation)
    case .error(let message):
      presentError(message) { [viewModel] in viewModel.alert = nil }
    case nil: break
    }
  }
}

// MARK: - GatherEvents

// The layout sends Domain's `GatherEvents`; all are the view model's inputs but the stepper's,
// whose `Double` this UI turns into the goals the declarative UI binds.
extension GatherViewModel: GatherEvents {
  /// The score stepper of `team` changed to `value`: that team's goals.
  func scoreStepperChanged(to goals: Int, for team: TeamSection) {
    switch team {
    case .teamA: teamAGoals = goals
    case .teamB: teamBGoals = goals
    case .bench: break
    }
  }
}
