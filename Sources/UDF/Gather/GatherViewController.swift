import Domain
import Layouts
import ViewKit

/// The UDF view controller of Gather: wires `GatherLayout` and the shared team table, renders
/// `GatherFeature.State` and sends every event as an action.
///
/// The countdown's ticks are a long-living effect, so Start/Pause sends without waiting for it.
@MainActor
final class GatherViewController: ViewController {
  private let store: Store<GatherFeature.State, GatherFeature.Action>
  private let layout = GatherLayout()
  private let teamTable = TeamTableDataSource()
  private var shownAlert: AlertState<GatherFeature.Alert>?

  /// Creates Gather over `store`.
  init(store: Store<GatherFeature.State, GatherFeature.Action>) {
    self.store = store
    super.init()
  }

  /// Installs the layout, wires it, and renders from now on.
  override func viewDidLoad() {
    super.viewDidLoad()
    title = GatherTexts.title
    layout.install(in: self)
    teamTable.sections = store.state.sections
    layout.table.dataSource = teamTable
    wireActions()
    store.observe(on: self) { controller, state in controller.render(state) }
  }

  private func render(_ state: GatherFeature.State) {
    for team in TeamSection.playing { layout.setScore(state.score(of: team), for: team) }
    layout.timerLabel.text = state.countdown.text
    layout.actionButton.title = state.countdown.actionTitle
    if let time = state.pickerTime {
      if layout.pickerPanel.isHidden {
        layout.showPicker(at: time)
      } else if layout.pickedTime != time {
        let rows = time.pickerRows
        layout.selectPickerRows(minutes: rows.minutes, seconds: rows.seconds)
      }
    } else {
      layout.hidePicker()
    }
    render(isLoading: state.isLoading)
    render(alert: state.alert, shown: shownAlert) { [store] in await store.send(.alert($0)).finish()
    }
    shownAlert = state.alert
  }

  private func wireActions() {
    let store = store
    layout.onScoreStepperChanged { goals, team in store.send(.scoreChanged(team: team, to: goals)) }
    // Not awaited: the tick loop lives until paused, and the driver must not wait for it.
    layout.actionButton.action = { store.send(.actionTapped) }
    layout.cancelButton.action = { await store.send(.cancelTapped).finish() }
    layout.setButton.action = { await store.send(.setTapped).finish() }
    layout.pickerCancelButton.action = { await store.send(.pickerCancelTapped).finish() }
    // The wheels' turns are state, as in the declarative UI: Done reads the state.
    layout.picker.onSelect = { [weak self] _, _ in
      guard let self else { return }
      store.send(.pickerChanged(layout.pickedTime))
    }
    layout.pickerDoneButton.action = { await store.send(.pickerDoneTapped).finish() }
    layout.endButton.action = { await store.send(.endTapped).finish() }
  }
}
