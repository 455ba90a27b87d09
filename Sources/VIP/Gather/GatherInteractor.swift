import Domain

/// The business requests the Gather view controller sends.
@MainActor
package protocol GatherBusinessLogic: AnyObject {
  /// Shows the gather: teams, scores and countdown.
  func fetchGather(request: Gather.FetchGather.Request)
  /// Takes in a score stepper's new value.
  func changeScore(request: Gather.ChangeScore.Request)
  /// Starts, pauses, resets, sets or stops the countdown.
  func controlTimer(request: Gather.ControlTimer.Request)
  /// Opens the picker at the time left.
  func openPicker(request: Gather.OpenPicker.Request)
  /// Asks to confirm ending the gather.
  func endGather(request: Gather.EndGather.Request)
  /// Ends the gather on the server; returns once it has answered.
  func confirmEnd(request: Gather.ConfirmEnd.Request) async
}

/// What Gather keeps for the scenes around it.
@MainActor
package protocol GatherDataStore: AnyObject {
  /// The gather being played; written by Confirm Players' router.
  var gather: GatherModel? { get set }
  /// Whether the server has ended the gather, for the Player List.
  var isEnded: Bool { get }
}

/// The VIP interactor of Gather: keeps the scores, drives Domain's `GatherTimer` (in `+Timer`) and
/// ends the gather through `GatherService`.
@MainActor
package final class GatherInteractor: GatherBusinessLogic, GatherDataStore {
  // MARK: - Properties

  package var gather: GatherModel?
  package private(set) var isEnded = false
  // Internal rather than private only because `+Timer` uses them.
  let presenter: any GatherPresentationLogic
  let timer: GatherTimer
  private let gathers: any GatherService
  private var scores: [TeamSection: Int] = [.teamA: 0, .teamB: 0]

  // MARK: - Init

  /// Creates the interactor ending gathers through `gathers` and counting down on `clock`.
  package init(
    presenter: any GatherPresentationLogic, gathers: any GatherService, clock: any TimerClock
  ) {
    self.presenter = presenter
    self.gathers = gathers
    timer = GatherTimer(clock: clock)
    timer.onTick = { [weak self] in self?.presentTimer(closesPicker: false) }
  }

  // MARK: - GatherBusinessLogic

  package func fetchGather(request: Gather.FetchGather.Request) {
    guard let gather else { return }
    presenter.presentGather(
      response: Gather.FetchGather.Response(
        gather: gather, teamAScore: score(of: .teamA), teamBScore: score(of: .teamB),
        time: timer.time, timerState: timer.state, scoreRange: GatherResult.scoreRange))
  }

  package func changeScore(request: Gather.ChangeScore.Request) {
    guard request.team != .bench, let goals = GatherResult.goals(fromStepperValue: request.value)
    else { return }
    scores[request.team] = goals
    presenter.presentScore(
      response: Gather.ChangeScore.Response(team: request.team, score: score(of: request.team)))
  }

  package func endGather(request: Gather.EndGather.Request) {
    presenter.presentEndConfirmation(response: Gather.EndGather.Response())
  }

  package func confirmEnd(request: Gather.ConfirmEnd.Request) async {
    guard let gather else { return }
    let result = GatherResult(teamA: score(of: .teamA), teamB: score(of: .teamB))
    presenter.presentLoading(response: Gather.Loading.Response(isLoading: true))
    do throws(ServiceError) {
      try await gathers.endGather(id: gather.gatherId, result: result)
      isEnded = true
      timer.stop()
      presenter.presentLoading(response: Gather.Loading.Response(isLoading: false))
      presenter.presentEnd(response: Gather.ConfirmEnd.Response(error: nil))
    } catch {
      // Scores and timer are left as they are, so the user can try again.
      presenter.presentLoading(response: Gather.Loading.Response(isLoading: false))
      presenter.presentEnd(response: Gather.ConfirmEnd.Response(error: error))
    }
  }

  // MARK: - Private

  private func score(of team: TeamSection) -> Int { scores[team] ?? 0 }
}
