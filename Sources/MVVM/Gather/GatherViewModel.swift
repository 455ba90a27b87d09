import Domain
import Foundation
import Observation

/// The MVVM view model of Gather: the scores, the countdown and the end of the gather.
///
/// It drives the `GatherTimer` and the picker, ends the gather through `GatherService`, and
/// publishes the labels, the action title, the picker and the alerts. The timer and picker
/// inputs are in `+Timer`.
@MainActor
@Observable
final class GatherViewModel {
  /// Where the view model sends the news; given by whoever makes the view model.
  struct Actions {
    /// The gather was ended on the server: the Player List closes the flow.
    let gatherEnded: @MainActor () -> Void
  }

  /// An alert Gather shows: the end confirmation, or an error with OK.
  enum Alert: Equatable, Sendable {
    /// Asks before ending; Yes calls `endGatherConfirmed()`, Cancel does nothing.
    case endConfirmation(AlertMessage)
    /// A failure, with one OK button.
    case error(AlertMessage)
  }

  /// The rows the picker's two wheels show selected.
  struct PickerRows: Equatable, Sendable {
    /// The minutes wheel's row.
    var minutes: Int
    /// The seconds wheel's row.
    var seconds: Int

    /// Both rows, minutes first, as a two-wheel picker reads and sets them.
    var wheels: [Int] {
      get { [minutes, seconds] }
      set {
        guard newValue.count == 2 else { return }
        minutes = newValue[0]
        seconds = newValue[1]
      }
    }
  }

  // MARK: - Outputs

  /// The navigation title.
  let title = GatherTexts.title
  /// Team A's and Team B's players; a row is the name and the acronym or `-`.
  let sections: [TeamTableSection]
  // The goals, the picker's rows and the alert are set by the UI too: stepped, turned or
  // answered. Both UIs set the goals as `Int`s.
  /// Team A's goals, as its score stepper set them.
  var teamAGoals = 0
  /// Team B's goals.
  var teamBGoals = 0
  // Set here and by `+Timer`, hence not `private(set)`.
  /// The timer label, `MM:SS`.
  var timerText: String
  /// The action button's title: Start, Pause or Resume.
  var actionTitle: String
  /// Whether the picker panel is open.
  var isPickerShown = false
  /// The rows the picker's wheels are on: the time left when Set opens it, then the user's.
  var pickerRows = PickerRows(minutes: 0, seconds: 0)
  /// Whether the loading overlay is up.
  private(set) var isLoading = false
  /// The alert to show, until it is answered (nil).
  var alert: Alert?

  // MARK: - Properties

  /// Navigation out of Gather.
  private let actions: Actions
  // Internal rather than private only because `+Timer` uses it.
  let timer: GatherTimer
  private let gatherService: any GatherService
  private let gatherID: UUID

  // MARK: - Init

  /// Creates the view model of the gather in `model`, counting down on `clock`.
  init(
    gatherService: any GatherService, model: GatherModel, clock: any TimerClock, actions: Actions
  ) {
    self.gatherService = gatherService
    self.actions = actions
    gatherID = model.gatherId
    sections = TeamSection.playing.map { team in
      TeamTableSection(team: team, players: model.players(in: team))
    }
    timer = GatherTimer(clock: clock)
    timerText = timer.text
    actionTitle = timer.actionTitle
    // Every tick refreshes the label and the action title.
    timer.onTick = { [weak self] in self?.publishTimer() }
  }

  // MARK: - Inputs

  /// Stops the countdown, keeping its time: the screen is left (Back, or the pop after ending)
  ///
  func stopCountdown() {
    timer.stop()
  }

  /// End Gather was tapped: ask for confirmation first.
  func endTapped() {
    alert = .endConfirmation(
      AlertMessage(
        title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage))
  }

  /// The confirmation's Yes was tapped; returns once the server has answered.
  func endGatherConfirmed() async {
    alert = nil
    let result = GatherResult(teamA: teamAGoals, teamB: teamBGoals)
    isLoading = true
    do throws(ServiceError) {
      try await gatherService.endGather(id: gatherID, result: result)
      isLoading = false
      timer.stop()
      actions.gatherEnded()
    } catch {
      // Scores and timer are left as they are, so the user can try again.
      isLoading = false
      alert = .error(
        AlertMessage(title: GatherTexts.endErrorTitle, message: GatherTexts.endErrorMessage))
    }
  }
}
