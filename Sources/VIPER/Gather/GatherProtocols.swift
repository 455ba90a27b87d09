import Domain

/// What the Gather presenter asks of its passive view.
@MainActor
protocol GatherViewProtocol: FeedbackDisplaying {
  /// Shows the Team A and Team B sections of the players table.
  func showTeams(_ sections: [TeamTableSection])
  /// Shows `goals` as the score of `team`.
  func setScore(_ goals: Int, for team: TeamSection)
  /// Shows the time left and the action button's title.
  func setTimer(text: String, actionTitle: String)
  /// Opens the picker panel with the wheels on `time`.
  func showPicker(at time: GatherTime)
  /// Closes the picker panel, if it is open.
  func hidePicker()
  /// Asks to confirm ending; the confirming button answers `endGatherConfirmed()`.
  func showEndGatherConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String)
}

/// The events the Gather view sends to its presenter.
@MainActor
protocol GatherPresenterProtocol: GatherEvents {
  /// Shows the teams and the countdown.
  func load()
  /// Stops the countdown: the screen is being left (Back, or the pop after ending).
  func stopCountdown()
}

/// The use cases the Gather presenter asks of its interactor.
@MainActor
protocol GatherInteractorInputProtocol: AnyObject {
  /// Hands over the gather and the countdown.
  func loadGather()
  /// Records `goals` for `team`.
  func setScore(_ goals: Int, for team: TeamSection)
  /// Starts, pauses or resumes the countdown; nothing at 00:00.
  func toggleTimer()
  /// Stops the countdown and puts it back to 10:00.
  func resetTimer()
  /// Stops the countdown at `time`.
  func setTimer(to time: GatherTime)
  /// Stops the countdown where it is, without an answer: the screen is being left.
  func stopTimer()
  /// Ends the gather with the recorded scores; answers through the output.
  func endGather() async
}

/// How the Gather interactor answers its presenter.
@MainActor
protocol GatherInteractorOutputProtocol: AnyObject {
  /// The gather being played, with its teams.
  func didLoadGather(_ model: GatherModel)
  /// `team` now has `goals`.
  func didUpdateScore(_ goals: Int, for team: TeamSection)
  /// The countdown changed: after a tick, a toggle, a reset or a newly set time.
  func timerDidChange(time: GatherTime, state: GatherTimer.State)
  /// The gather was ended on the server, and the countdown stopped.
  func didEndGather()
  /// Ending failed; scores and countdown are as they were.
  func didFailToEndGather()
}

/// Where the Gather presenter asks its router to go.
@MainActor
protocol GatherRouterProtocol: AnyObject {
  /// Pops Gather and Confirm Players, back to the Player List.
  func closeGather()
}

/// What Gather reports to the module that started the flow (the Player List, through Confirm
/// Players).
@MainActor
protocol GatherModuleOutput: AnyObject {
  /// The gather was ended on the server.
  func gatherDidEnd()
}
