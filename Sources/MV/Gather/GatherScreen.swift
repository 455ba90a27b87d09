import DeclarativeKit
import Domain
import Layouts

/// The MV screen of Gather: shows and plays the `Match` model — its scores, countdown and end —
/// and owns the picker panel, the end confirmation, the overlay and the alert as `@State`.
///
/// The countdown ticks on in the model, not awaited by the driver; after a successful end the
/// `Navigator` goes back to the Player List, which sees the match's end and leaves selection.
struct GatherScreen: View {
  @Environment(Match.self) private var match
  @Environment(Navigator.self) private var navigator
  /// The picker panel, the confirmation, the overlay and the alert; the rest is the match's.
  @State private var panel = GatherContent.Values()

  var body: some View {
    GatherContent(values: Binding(get: { values }, set: update), actions: actions)
  }

  /// The screen's own values with the match's scores, time and teams.
  private var values: GatherContent.Values {
    var shown = panel
    shown.teamAScore = match.score(of: .teamA)
    shown.teamBScore = match.score(of: .teamB)
    shown.timer = match.time.text
    shown.actionTitle = match.timerState.actionTitle
    shown.sections = TeamSection.playing.map { team in
      TeamTableSection(team: team, players: match.gather?.players(in: team) ?? [])
    }
    return shown
  }

  /// A stepper turned goes to the match; the wheels and alerts stay the screen's.
  private func update(_ new: GatherContent.Values) {
    match.setScore(new.teamAScore, for: .teamA)
    match.setScore(new.teamBScore, for: .teamB)
    panel.pickerRows = new.pickerRows
    panel.isConfirmingEnd = new.isConfirmingEnd
    panel.isShowingError = new.isShowingError
  }

  /// The timer's buttons, the picker's, End and its confirmation.
  private var actions: GatherContent.Actions {
    var actions = GatherContent.Actions()
    actions.actionTapped = { match.toggleTimer() }
    actions.cancelTapped = {
      match.resetTimer()
      panel.isPickerShown = false
    }
    actions.setTapped = {
      // The wheels open at the time left; the countdown goes on meanwhile.
      let rows = match.time.pickerRows
      panel.pickerRows = [rows.minutes, rows.seconds]
      panel.isPickerShown = true
    }
    actions.pickerCancelTapped = { panel.isPickerShown = false }
    actions.pickerDoneTapped = { pickerDone() }
    actions.endTapped = { panel.isConfirmingEnd = true }
    actions.endConfirmed = { await end() }
    return actions
  }

  /// The picker's Done: the countdown stops at the wheels' time and the panel closes.
  private func pickerDone() {
    let rows = panel.pickerRows
    if rows.count == 2 { match.setTimer(to: GatherTime(minutesRow: rows[0], secondsRow: rows[1])) }
    panel.isPickerShown = false
  }

  /// Yes: the overlay while the end is sent; then back to the list, or the alert.
  private func end() async {
    panel.isLoading = true
    do throws(ServiceError) {
      try await match.end()
      panel.isLoading = false
      navigator.returnToPlayerList()
    } catch {
      panel.isLoading = false
      panel.isShowingError = true
    }
  }
}
