import Domain

/// The VIPER interactor of Gather: keeps the scores, runs the `GatherTimer` countdown and ends
/// the gather through `GatherService`; answers through `GatherInteractorOutputProtocol`.
@MainActor
final class GatherInteractor {
  // MARK: - Properties

  /// The presenter that hears the answers; the router attaches it when it assembles the module.
  weak var output: (any GatherInteractorOutputProtocol)?
  private let gatherService: any GatherService
  private let model: GatherModel
  private let timer: GatherTimer
  private var scores: [TeamSection: Int] = [.teamA: 0, .teamB: 0]

  // MARK: - Init

  /// Creates the interactor of the gather in `model`, counting down on `clock`.
  init(gatherService: any GatherService, model: GatherModel, clock: any TimerClock) {
    self.gatherService = gatherService
    self.model = model
    timer = GatherTimer(clock: clock)
    timer.onTick = { [weak self] in self?.reportTimer() }
  }

  // MARK: - Private

  private func reportTimer() {
    output?.timerDidChange(time: timer.time, state: timer.state)
  }

  private func score(of team: TeamSection) -> Int { scores[team] ?? 0 }
}

// MARK: - GatherInteractorInputProtocol

extension GatherInteractor: GatherInteractorInputProtocol {
  func loadGather() {
    output?.didLoadGather(model)
    reportTimer()
  }

  func setScore(_ goals: Int, for team: TeamSection) {
    guard team.plays else { return }
    scores[team] = goals
    output?.didUpdateScore(goals, for: team)
  }

  func toggleTimer() {
    timer.toggle()
    reportTimer()
  }

  func resetTimer() {
    timer.reset()
    reportTimer()
  }

  func setTimer(to time: GatherTime) {
    timer.set(time)
    reportTimer()
  }

  func stopTimer() {
    timer.stop()
  }

  func endGather() async {
    let result = GatherResult(teamA: score(of: .teamA), teamB: score(of: .teamB))
    do throws(ServiceError) {
      try await gatherService.endGather(id: model.gatherId, result: result)
      timer.stop()
      output?.didEndGather()
    } catch {
      // Scores and timer are left as they are, so the user can try again.
      output?.didFailToEndGather()
    }
  }
}
