import Domain
import VIP

/// Records the requests the Gather view controller sends, in order.
@MainActor
final class GatherBusinessLogicSpy: GatherBusinessLogic {
  /// One request.
  enum Call: Equatable {
    case fetchGather
    case changeScore(TeamSection, Double)
    case controlTimer(VIP.Gather.ControlTimer.Action)
    case openPicker
    case endGather
    case confirmEnd
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func fetchGather(request: VIP.Gather.FetchGather.Request) { calls.append(.fetchGather) }
  func changeScore(request: VIP.Gather.ChangeScore.Request) {
    calls.append(.changeScore(request.team, request.value))
  }
  func controlTimer(request: VIP.Gather.ControlTimer.Request) {
    calls.append(.controlTimer(request.action))
  }
  func openPicker(request: VIP.Gather.OpenPicker.Request) { calls.append(.openPicker) }
  func endGather(request: VIP.Gather.EndGather.Request) { calls.append(.endGather) }
  func confirmEnd(request: VIP.Gather.ConfirmEnd.Request) async { calls.append(.confirmEnd) }
}
