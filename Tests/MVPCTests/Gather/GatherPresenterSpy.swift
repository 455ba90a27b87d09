import Domain

@testable import MVPC

/// Records the events the Gather view forwards.
@MainActor
final class GatherPresenterSpy: GatherPresenterProtocol {
  /// One forwarded event.
  enum Call: Equatable {
    case load
    case stopCountdown
    case scoreStepperChanged(to: Int, for: TeamSection)
    case actionTapped
    case cancelTapped
    case setTapped
    case pickerDoneTapped(time: GatherTime)
    case pickerCancelTapped
    case endTapped
    case endGatherConfirmed
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []
  func load() { calls.append(.load) }
  func stopCountdown() { calls.append(.stopCountdown) }
  func scoreStepperChanged(to value: Int, for team: TeamSection) {
    calls.append(.scoreStepperChanged(to: value, for: team))
  }
  func actionTapped() { calls.append(.actionTapped) }
  func cancelTapped() { calls.append(.cancelTapped) }
  func setTapped() { calls.append(.setTapped) }
  func pickerDoneTapped(time: GatherTime) { calls.append(.pickerDoneTapped(time: time)) }
  func pickerCancelTapped() { calls.append(.pickerCancelTapped) }
  func endTapped() { calls.append(.endTapped) }
  func endGatherConfirmed() async { calls.append(.endGatherConfirmed) }
}
