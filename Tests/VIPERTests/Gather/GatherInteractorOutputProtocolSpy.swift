import Domain

@testable import VIPER

/// Records how the Gather interactor answers, in order.
@MainActor
final class GatherInteractorOutputProtocolSpy: GatherInteractorOutputProtocol {
  /// One answer.
  enum Call: Equatable {
    case didLoadGather(GatherModel)
    case didUpdateScore(Int, TeamSection)
    case timerDidChange(GatherTime, GatherTimer.State)
    case didEndGather
    case didFailToEndGather
  }

  /// Every answer so far, in order.
  private(set) var calls: [Call] = []

  func didLoadGather(_ model: GatherModel) { calls.append(.didLoadGather(model)) }
  func didUpdateScore(_ goals: Int, for team: TeamSection) {
    calls.append(.didUpdateScore(goals, team))
  }
  func timerDidChange(time: GatherTime, state: GatherTimer.State) {
    calls.append(.timerDidChange(time, state))
  }
  func didEndGather() { calls.append(.didEndGather) }
  func didFailToEndGather() { calls.append(.didFailToEndGather) }
}
