import Domain
import Foundation
import Observation

/// The gather being played (SPEC §3.6, §3.7): its teams, the two scores and the countdown.
///
/// Confirm Players starts it through `GatherService`, Gather shows and plays it, and its end is
/// what sends the Player List back to list mode. The countdown's rules and ticks are Domain's
/// `GatherTimer`; the match mirrors its time and state, which a screen observes.
@MainActor
@Observable
final class Match {
  /// The gather on the server and who plays for which team; nil until one starts.
  private(set) var gather: GatherModel?
  /// The time left on the countdown.
  private(set) var time = GatherTime.defaultTime
  /// Whether the countdown is stopped, running or paused.
  private(set) var timerState = GatherTimer.State.stopped
  /// The id of the last gather that ended; the Player List goes back to list mode on a change.
  private(set) var endedGatherID: UUID?
  /// Team A's goals, as its stepper sets them (within 0–100, the stepper's range).
  var teamAScore = 0
  /// Team B's goals.
  var teamBScore = 0

  @ObservationIgnored private let service: any GatherService
  @ObservationIgnored private let clock: any TimerClock
  @ObservationIgnored private var timer: GatherTimer

  /// Creates a match that starts gathers through `service` and counts down on `clock`.
  init(service: any GatherService, clock: any TimerClock) {
    self.service = service
    self.clock = clock
    timer = GatherTimer(clock: clock)
  }

  /// The goals of `team`; the bench scores none.
  func score(of team: TeamSection) -> Int {
    switch team {
    case .teamA: teamAScore
    case .teamB: teamBScore
    case .bench: 0
    }
  }

  /// Creates the gather with `teams` and adds every team player to it; on success the
  /// match is new: no goals, a stopped countdown at 10:00.
  func start(with teams: TeamAssignment) async throws(ServiceError) {
    let started = try await service.startGather(with: teams)
    timer.stop()
    // A new timer per gather, as each gather starts at 10:00.
    timer = GatherTimer(clock: clock)
    // Every tick refreshes the time, the label and the action title.
    timer.onTick = { [weak self] in self?.followTimer() }
    gather = started
    teamAScore = 0
    teamBScore = 0
    followTimer()
  }

  /// Start, Pause or Resume; nothing at 00:00.
  func toggleTimer() {
    timer.toggle()
    followTimer()
  }

  /// The timer's Cancel: stopped, back to 10:00.
  func resetTimer() {
    timer.reset()
    followTimer()
  }

  /// The picker's Done: stopped at `time`.
  func setTimer(to time: GatherTime) {
    timer.set(time)
    followTimer()
  }

  /// Gather is left: the countdown stops and keeps its time.
  func stopTimer() {
    timer.stop()
    followTimer()
  }

  /// Sends the score and winner (SPEC §1.6); on success the countdown stops.
  ///
  /// The gather is then over, which the Player List sees. On failure nothing changes: a running
  /// countdown goes on.
  func end() async throws(ServiceError) {
    guard let gather else { return }
    let result = GatherResult(teamA: score(of: .teamA), teamB: score(of: .teamB))
    try await service.endGather(id: gather.gatherId, result: result)
    stopTimer()
    endedGatherID = gather.gatherId
  }

  /// Copies the timer's time and state into observed properties (the timer is not observable),
  /// only when they changed, so a screen is evaluated again only for a real change.
  private func followTimer() {
    if time != timer.time { time = timer.time }
    if timerState != timer.state { timerState = timer.state }
  }
}
