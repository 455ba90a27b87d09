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
    for team in TeamSection.playing { layout.setScore(String(state.score(of: team)), for: team) }
    layout.timerLabel.text = state.countdown.text
    layout.actionButton.title = state.countdown.actionTitle
    if !state.isPickerShown {
      layout.hidePicker()
    } else if layout.pickerPanel.isHidden {
      layout.showPicker(at: state.countdown.time)
    }
    render(isLoading: state.isLoading)
    render(alert: state.alert, shown: shownAlert) { [store] in await store.send(.alert($0)).finish()
    }
    shownAlert = state.alert
  }

  private func wireActions() {
    let store = store
    layout.onScoreStepperChanged { store.send(.scoreStepperChanged(to: $0, for: $1)) }
    // Not awaited: the tick loop lives until paused, and the driver must not wait for it.
    layout.actionButton.action = { store.send(.actionTapped) }
    layout.cancelButton.action = { await store.send(.cancelTapped).finish() }
    layout.setButton.action = { await store.send(.setTapped).finish() }
    layout.pickerCancelButton.action = { await store.send(.pickerCancelTapped).finish() }
    layout.pickerDoneButton.action = { [weak self] in
      guard let self else { return }
      await store.send(.pickerDoneTapped(layout.pickedTime)).finish()
    }
    layout.endButton.action = { await store.send(.endTapped).finish() }
  }
}
