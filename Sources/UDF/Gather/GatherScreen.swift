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
    GatherContent(values: Binding(get: { values }, set: send), actions: actions)
  }

  /// What the screen shows, read from the state.
  private var values: GatherContent.Values {
    let state = store.state
    let isConfirmingEnd = state.alert?.buttons.contains { $0.action == .endConfirmed } ?? false
    let rows = state.pickerTime.pickerRows
    return GatherContent.Values(
      teamAScore: state.score(of: .teamA), teamBScore: state.score(of: .teamB),
      timer: state.countdown.text, actionTitle: state.countdown.actionTitle,
      sections: state.sections, isPickerShown: state.isPickerShown,
      pickerRows: [rows.minutes, rows.seconds], isConfirmingEnd: isConfirmingEnd,
      isLoading: state.isLoading, isShowingError: state.alert != nil && !isConfirmingEnd)
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

  /// A stepper or the wheels the user turned, as its action; a closed alert, as its dismissal
  /// (Yes then sends its own action too).
  private func send(_ new: GatherContent.Values) {
    let old = values
    if new.teamAScore != old.teamAScore {
      store.send(.scoreStepperChanged(to: Double(new.teamAScore), for: .teamA))
    }
    if new.teamBScore != old.teamBScore {
      store.send(.scoreStepperChanged(to: Double(new.teamBScore), for: .teamB))
    }
    if new.pickerRows != old.pickerRows, new.pickerRows.count == 2 {
      store.send(
        .pickerChanged(GatherTime(minutesRow: new.pickerRows[0], secondsRow: new.pickerRows[1])))
    }
    let closed =
      (old.isConfirmingEnd && !new.isConfirmingEnd) || (old.isShowingError && !new.isShowingError)
    if closed { store.send(.alert(.dismiss)) }
  }
}
