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
        { $0.score(of: .teamA) },
        sending: { .scoreStepperChanged(to: Double($0), for: .teamA) }),
      teamBScore: store.binding(
        { $0.score(of: .teamB) },
        sending: { .scoreStepperChanged(to: Double($0), for: .teamB) }),
      timer: state.countdown.text, actionTitle: state.countdown.actionTitle,
      sections: state.sections,
      pickerRows: state.isPickerShown
        ? store.binding(
          { [$0.pickerTime.pickerRows.minutes, $0.pickerTime.pickerRows.seconds] },
          sending: { rows in
            rows.count == 2
              ? .pickerChanged(GatherTime(minutesRow: rows[0], secondsRow: rows[1])) : nil
          }) : nil,
      isConfirmingEnd: store.binding(\.isConfirmingEnd, sending: { _ in .alert(.dismiss) }),
      isLoading: state.isLoading,
      isShowingError: store.binding(
        { $0.alert != nil && !$0.isConfirmingEnd }, sending: { _ in .alert(.dismiss) }),
      actions: actions)
  }

  /// The timer's and the picker's buttons, End and its confirmation, each sending its action.
  private var actions: GatherContent.Actions {
    let store = store
    var actions = GatherContent.Actions()
    // Not awaited: the tick loop lives until paused, and the driver must not wait for it.
    actions.actionTapped = { store.send(.actionTapped) }
    actions.cancelTapped = { await store.send(.cancelTapped).finish() }
    actions.setTapped = { await store.send(.setTapped).finish() }
    actions.pickerCancelTapped = { await store.send(.pickerCancelTapped).finish() }
    actions.pickerDoneTapped = {
      await store.send(.pickerDoneTapped(store.state.pickerTime)).finish()
    }
    actions.endTapped = { await store.send(.endTapped).finish() }
    actions.endConfirmed = { await store.send(.alert(.presented(.endConfirmed))).finish() }
    return actions
  }
}

extension GatherFeature.State {
  /// Whether the end confirmation is the alert shown.
  fileprivate var isConfirmingEnd: Bool {
    alert?.buttons.contains { $0.action == .endConfirmed } ?? false
  }
}
