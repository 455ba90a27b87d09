import Domain

/// The events the Gather view forwards to its presenter.
@MainActor
protocol GatherPresenterProtocol: AnyObject {
  /// The screen was built: show the title, the scores, the timer and the teams.
  func viewDidLoad()
  /// The screen is being left (back button or pop): the countdown stops.
  func viewWillDisappear()
  /// How many sections the players table has (`Team A`, `Team B`).
  var numberOfSections: Int { get }
  /// How many players a team has.
  func numberOfRows(inSection section: Int) -> Int
  /// The header of a section.
  func header(ofSection section: Int) -> String
  /// The texts of a row, or `nil` when there is no such row.
  func row(at index: Int, inSection section: Int) -> TeamPlayerRow?
  /// The lowest and highest value of each score stepper.
  var scoreRange: ClosedRange<Int> { get }
  /// The row titles of the picker's two wheels: minutes, then seconds.
  var pickerComponents: [[String]] { get }
  /// A score stepper changed to `value`.
  func scoreStepperChanged(to value: Double, for team: TeamSection)
  /// The user tapped the action button (Start, Pause or Resume).
  func actionTapped()
  /// The user tapped Cancel next to the timer: back to 10:00.
  func cancelTapped()
  /// The user tapped Set: open the picker at the time left.
  func setTapped()
  /// The user tapped the picker's Done with these wheel rows selected.
  func pickerDoneTapped(minutesRow: Int, secondsRow: Int)
  /// The user tapped the picker's Cancel.
  func pickerCancelTapped()
  /// The user tapped End Gather: ask for confirmation first.
  func endGatherTapped()
  /// The user confirmed ending; returns once the server has answered.
  func endGatherConfirmed() async
}

/// What the Gather presenter asks of its passive view.
@MainActor
protocol GatherViewProtocol: AnyObject {
  /// Shows `title` in the navigation bar.
  func setTitle(_ title: String)
  /// Reads every section and row of the players table again.
  func reloadData()
  /// Shows `text` in the score label of `team`.
  func setScore(_ text: String, for team: TeamSection)
  /// Shows `text` in the timer label.
  func setTimerText(_ text: String)
  /// Shows `title` on the action button.
  func setActionTitle(_ title: String)
  /// Opens the picker panel with these rows selected.
  func showPicker(minutesRow: Int, secondsRow: Int)
  /// Closes the picker panel, if it is open.
  func hidePicker()
  /// Asks to confirm ending; the confirming button calls `endGatherConfirmed()`.
  func showEndGatherConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String)
  /// Shows the loading overlay.
  func showLoading()
  /// Hides the loading overlay.
  func hideLoading()
  /// Shows an alert with an OK button.
  func showError(title: String, message: String)
}

/// What Gather tells its coordinator, which takes the flow back to the Player List.
@MainActor
protocol GatherPresenterDelegate: AnyObject {
  /// The gather was ended on the server; the Player List goes back to list mode on top.
  func gatherDidEnd()
}

/// The MVP presenter of Gather: keeps the scores, drives the `GatherTimer` countdown and the
/// picker, and ends the gather through `GatherService`; the timer and the players table are in
/// `+Timer` and `+Table`.
@MainActor
final class GatherPresenter: GatherPresenterProtocol {
  // MARK: - Properties

  /// Told when the gather has ended, so the coordinators can close the flow.
  weak var delegate: (any GatherPresenterDelegate)?
  // Internal rather than private only because the `+Timer` and `+Table` files use them.
  weak var view: (any GatherViewProtocol)?
  let timer: GatherTimer
  let model: GatherModel
  /// The two playing teams, in section and score order; the bench does not play.
  let teams: [TeamSection] = [.teamA, .teamB]
  private let gatherService: any GatherService
  private var scores: [TeamSection: Int] = [.teamA: 0, .teamB: 0]

  // MARK: - Init

  /// Creates the presenter of the gather in `model`, counting down on `clock`.
  init(
    view: any GatherViewProtocol, gatherService: any GatherService, model: GatherModel,
    clock: any TimerClock
  ) {
    self.view = view
    self.gatherService = gatherService
    self.model = model
    timer = GatherTimer(clock: clock)
    timer.onTick = { [weak self] in self?.showTimer() }
  }

  // MARK: - GatherPresenterProtocol

  func viewDidLoad() {
    view?.setTitle(GatherTexts.title)
    for team in teams { view?.setScore(scoreText(for: team), for: team) }
    showTimer()
    view?.reloadData()
  }

  func viewWillDisappear() {
    timer.stop()
  }

  var scoreRange: ClosedRange<Int> { GatherResult.scoreRange }

  func scoreStepperChanged(to value: Double, for team: TeamSection) {
    guard teams.contains(team), let goals = GatherResult.goals(fromStepperValue: value) else {
      return
    }
    scores[team] = goals
    view?.setScore(scoreText(for: team), for: team)
  }

  func endGatherTapped() {
    view?.showEndGatherConfirmation(
      title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage,
      confirmTitle: GatherTexts.endConfirmButton, cancelTitle: GatherTexts.endCancelButton)
  }

  func endGatherConfirmed() async {
    let result = GatherResult(teamA: score(of: .teamA), teamB: score(of: .teamB))
    view?.showLoading()
    do {
      try await gatherService.endGather(id: model.gatherId, result: result)
      view?.hideLoading()
      timer.stop()
      delegate?.gatherDidEnd()
    } catch {
      // Scores and timer are left as they are, so the user can try again.
      view?.hideLoading()
      view?.showError(title: GatherTexts.endErrorTitle, message: GatherTexts.endErrorMessage)
    }
  }

  // MARK: - Private

  private func score(of team: TeamSection) -> Int { scores[team] ?? 0 }

  private func scoreText(for team: TeamSection) -> String { String(score(of: team)) }
}
