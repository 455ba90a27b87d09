import DeclarativeKit
import Domain
import Layouts

/// The MV screen of Gather: shows and plays the `Match` model — its scores, countdown and end —
/// and owns the picker panel, the end confirmation, the overlay and the alert as `@State`.
///
/// The countdown ticks on in the model, not awaited by the driver, and stops when the screen
/// disappears; after a successful end the `Navigator` goes back to the Player List, which sees
/// the match's end and leaves selection.
struct GatherScreen: View {
  @Environment(Match.self) private var match
  @Environment(Navigator.self) private var navigator
  @State private var isPickerShown = false
  /// The minutes and seconds wheels' rows.
  @State private var pickerRows = [0, 0]
  @State private var isConfirmingEnd = false
  @State private var isEnding = false
  @State private var isShowingError = false

  var body: some View {
    @Bindable var match = match
    GatherContent(
      teamAScore: $match.teamAScore, teamBScore: $match.teamBScore, timer: match.time.text,
      actionTitle: match.timerState.actionTitle, sections: sections,
      pickerRows: isPickerShown ? $pickerRows : nil, isConfirmingEnd: $isConfirmingEnd,
      isLoading: isEnding, isShowingError: $isShowingError, actions: actions
    )
    // Leaving Gather, by Back or after its end, stops the countdown.
    .onDisappear { match.stopTimer() }
  }

  /// Team A and Team B as the match has them.
  private var sections: [TeamTableSection] {
    TeamSection.playing.map { team in
      TeamTableSection(team: team, players: match.gather?.players(in: team) ?? [])
    }
  }

  /// The timer's buttons, the picker's, End and its confirmation.
  private var actions: GatherContent.Actions {
    var actions = GatherContent.Actions()
    actions.actionTapped = { match.toggleTimer() }
    actions.cancelTapped = {
      match.resetTimer()
      isPickerShown = false
    }
    actions.setTapped = {
      // The wheels open at the time left; the countdown goes on meanwhile.
      let rows = match.time.pickerRows
      pickerRows = [rows.minutes, rows.seconds]
      isPickerShown = true
    }
    actions.pickerCancelTapped = { isPickerShown = false }
    actions.pickerDoneTapped = { pickerDone() }
    actions.endTapped = { isConfirmingEnd = true }
    actions.endConfirmed = { Task { await end() } }
    return actions
  }

  /// The picker's Done: the countdown stops at the wheels' time and the panel closes.
  private func pickerDone() {
    if pickerRows.count == 2 {
      match.setTimer(to: GatherTime(minutesRow: pickerRows[0], secondsRow: pickerRows[1]))
    }
    isPickerShown = false
  }

  /// Yes: the overlay while the end is sent; then back to the list, or the alert.
  private func end() async {
    isEnding = true
    do throws(ServiceError) {
      try await match.end()
      isEnding = false
      navigator.returnToPlayerList()
    } catch {
      isEnding = false
      isShowingError = true
    }
  }
}
