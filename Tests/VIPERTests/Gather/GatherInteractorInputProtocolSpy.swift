import Domain

@testable import VIPER

/// Records the use cases the Gather presenter asks for; answers nothing.
@MainActor
final class GatherInteractorInputProtocolSpy: GatherInteractorInputProtocol {
  /// One use case asked for.
  enum Call: Equatable {
    case loadGather
    case setScore(Int, TeamSection)
    case toggleTimer, resetTimer, stopTimer
    case setTimer(GatherTime)
    case endGather
  }

  /// Every use case asked for so far, in order.
  private(set) var calls: [Call] = []

  func loadGather() { calls.append(.loadGather) }
  func setScore(_ goals: Int, for team: TeamSection) { calls.append(.setScore(goals, team)) }
  func toggleTimer() { calls.append(.toggleTimer) }
  func resetTimer() { calls.append(.resetTimer) }
  func setTimer(to time: GatherTime) { calls.append(.setTimer(time)) }
  func stopTimer() { calls.append(.stopTimer) }
  func endGather() async { calls.append(.endGather) }
}
