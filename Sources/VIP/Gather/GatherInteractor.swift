import Domain

/// The business requests the Gather view controller sends.
@MainActor
protocol GatherBusinessLogic: AnyObject {
  /// Shows the gather: teams, scores and countdown.
  func fetchGather(request: GatherScene.FetchGather.Request)
  /// Takes in a score stepper's new value.
  func changeScore(request: GatherScene.ChangeScore.Request)
  /// Starts, pauses or resumes the countdown.
  func toggleTimer(request: GatherScene.ToggleTimer.Request)
  /// Puts the countdown back to 10:00 and closes the picker.
  func resetTimer(request: GatherScene.ResetTimer.Request)
  /// Stops the countdown at the picked time and closes the picker.
  func setTimer(request: GatherScene.SetTimer.Request)
  /// Stops the countdown where it is: the screen is being left.
  func stopTimer(request: GatherScene.StopTimer.Request)
  /// Opens the picker at the time left.
  func openPicker(request: GatherScene.OpenPicker.Request)
  /// Asks to confirm ending the gather.
  func endGather(request: GatherScene.EndGather.Request)
  /// Ends the gather on the server; returns once it has answered.
  func confirmEnd(request: GatherScene.ConfirmEnd.Request) async
}

/// What Gather keeps for the scenes around it.
@MainActor
protocol GatherDataStore: AnyObject {
  /// The gather being played; written by Confirm Players' router.
  var gather: GatherModel? { get set }
  /// Whether the server has ended the gather, for the Player List.
  var isEnded: Bool { get }
}

/// The VIP interactor of Gather: keeps the scores, drives Domain's `GatherTimer` (in `+Timer`) and
/// ends the gather through `GatherService`.
@MainActor
final class GatherInteractor: GatherBusinessLogic, GatherDataStore {
  // MARK: - Properties

  var gather: GatherModel?
  private(set) var isEnded = false
  // Internal rather than private only because `+Timer` uses them.
  let presenter: any GatherPresentationLogic
  let timer: GatherTimer
  private let gatherService: any GatherService
  private var scores: [TeamSection: Int] = [.teamA: 0, .teamB: 0]

  // MARK: - Init

  /// Creates the interactor ending gathers through `gatherService` and counting down on `clock`.
  init(
    presenter: any GatherPresentationLogic, gatherService: any GatherService, clock: any TimerClock
  ) {
    self.presenter = presenter
    self.gatherService = gatherService
    timer = GatherTimer(clock: clock)
    timer.onTick = { [weak self] in self?.presentTimer(closesPicker: false) }
  }

  // MARK: - GatherBusinessLogic

  func fetchGather(request: GatherScene.FetchGather.Request) {
    guard let gather else { return }
    presenter.presentGather(
      response: GatherScene.FetchGather.Response(
        gather: gather, teamAScore: score(of: .teamA), teamBScore: score(of: .teamB),
        time: timer.time, timerState: timer.state))
  }

  func changeScore(request: GatherScene.ChangeScore.Request) {
    guard request.team.plays else { return }
    scores[request.team] = GatherResult.clampedGoals(request.goals)
    presenter.presentScore(
      response: GatherScene.ChangeScore.Response(team: request.team, score: score(of: request.team))
    )
  }

  func endGather(request: GatherScene.EndGather.Request) {
    presenter.presentEndConfirmation(response: GatherScene.EndGather.Response())
  }

  func confirmEnd(request: GatherScene.ConfirmEnd.Request) async {
    guard let gather else { return }
    let result = GatherResult(teamA: score(of: .teamA), teamB: score(of: .teamB))
    presenter.presentLoading(response: GatherScene.Loading.Response(isLoading: true))
    do throws(ServiceError) {
      try await gatherService.endGather(id: gather.gatherId, result: result)
      isEnded = true
      timer.stop()
      presenter.presentLoading(response: GatherScene.Loading.Response(isLoading: false))
      presenter.presentEnd(response: GatherScene.ConfirmEnd.Response(error: nil))
    } catch {
      // Scores and timer are left as they are, so the user can try again.
      presenter.presentLoading(response: GatherScene.Loading.Response(isLoading: false))
      presenter.presentEnd(response: GatherScene.ConfirmEnd.Response(error: error))
    }
  }

  // MARK: - Private

  private func score(of team: TeamSection) -> Int { scores[team] ?? 0 }
}
