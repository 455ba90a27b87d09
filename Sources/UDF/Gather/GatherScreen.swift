import DeclarativeKit
import Domain
import Layouts

/// The UDF declarative screen of Gather: shows its scoped store's `GatherFeature.State` through
/// `GatherContent` and sends every event as an action, as `GatherViewController` does.
///
/// The countdown's ticks are a long-living effect, so Start/Pause sends without waiting for it.
struct GatherScreen: View {
  /// Gather's part of the app's store.
  let store: Store<GatherFeature.State, GatherFeature.Action>

  var body: some View {
    let state = store.state
    GatherContent(
      teamAScore: store.binding(
        { $0.score(of: .teamA) }, sending: { .scoreChanged(team: .teamA, to: $0) }),
      teamBScore: store.binding(
        { $0.score(of: .teamB) }, sending: { .scoreChanged(team: .teamB, to: $0) }),
      timer: state.countdown.text, actionTitle: state.countdown.actionTitle,
      sections: state.sections,
      pickerRows: state.pickerTime.map { _ in
        store.binding(
          \.pickerWheels, sending: { GatherTime(wheels: $0).map { .pickerChanged($0) } })
      },
      // The alerts are drawn from the state's below.
      isConfirmingEnd: .constant(false), isLoading: state.isLoading,
      isShowingError: .constant(false), actions: actions
    )
    .alert(store.scope(state: \.alert, action: { .alert($0) }))
  }

  /// The timer's and the picker's buttons and End, each sending its action.
  private var actions: GatherContent.Actions {
    let store = store
    var actions = GatherContent.Actions()
    // Not awaited: the tick loop lives until paused, and the driver must not wait for it.
    actions.actionTapped = { store.send(.actionTapped) }
    actions.cancelTapped = { Task { await store.send(.cancelTapped).finish() } }
    actions.setTapped = { Task { await store.send(.setTapped).finish() } }
    actions.pickerCancelTapped = { Task { await store.send(.pickerCancelTapped).finish() } }
    actions.pickerDoneTapped = { Task { await store.send(.pickerDoneTapped).finish() } }
    actions.endTapped = { Task { await store.send(.endTapped).finish() } }
    return actions
  }
}

extension GatherFeature.State {
  /// The rows the picker's two wheels are on, while its panel is open.
  fileprivate var pickerWheels: [Int] {
    let rows = pickerTime?.pickerRows
    return [rows?.minutes ?? 0, rows?.seconds ?? 0]
  }
}

extension GatherTime {
  /// The time of the picker's two wheels' rows; nil unless there are two.
  fileprivate init?(wheels: [Int]) {
    guard wheels.count == 2 else { return nil }
    self.init(minutesRow: wheels[0], secondsRow: wheels[1])
  }
}
