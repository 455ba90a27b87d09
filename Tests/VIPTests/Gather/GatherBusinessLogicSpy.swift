import Domain

@testable import VIP

/// Records the requests the Gather view controller sends, in order.
@MainActor
final class GatherBusinessLogicSpy: GatherBusinessLogic {
  /// One request.
  enum Call: Equatable {
    case fetchGather
    case changeScore(TeamSection, Int)
    case toggleTimer
    case resetTimer
    case setTimer(GatherTime)
    case stopTimer
    case openPicker
    case endGather
    case confirmEnd
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func fetchGather(request: GatherScene.FetchGather.Request) { calls.append(.fetchGather) }
  func changeScore(request: GatherScene.ChangeScore.Request) {
    calls.append(.changeScore(request.team, request.goals))
  }
  func toggleTimer(request: GatherScene.ToggleTimer.Request) { calls.append(.toggleTimer) }
  func resetTimer(request: GatherScene.ResetTimer.Request) { calls.append(.resetTimer) }
  func setTimer(request: GatherScene.SetTimer.Request) { calls.append(.setTimer(request.time)) }
  func stopTimer(request: GatherScene.StopTimer.Request) { calls.append(.stopTimer) }
  func openPicker(request: GatherScene.OpenPicker.Request) { calls.append(.openPicker) }
  func endGather(request: GatherScene.EndGather.Request) { calls.append(.endGather) }
  func confirmEnd(request: GatherScene.ConfirmEnd.Request) async { calls.append(.confirmEnd) }
}
