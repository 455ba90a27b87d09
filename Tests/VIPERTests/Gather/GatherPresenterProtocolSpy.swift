import Domain

@testable import VIPER

/// Records the events the Gather view sends to its presenter.
@MainActor
final class GatherPresenterProtocolSpy: GatherPresenterProtocol {
  /// One event.
  enum Call: Equatable {
    case load, stopCountdown
    case scoreStepperChanged(Int, TeamSection)
    case actionTapped, cancelTapped, setTapped, pickerCancelTapped
    case pickerDoneTapped(time: GatherTime)
    case endTapped, endGatherConfirmed
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func load() { calls.append(.load) }
  func stopCountdown() { calls.append(.stopCountdown) }
  func scoreStepperChanged(to value: Int, for team: TeamSection) {
    calls.append(.scoreStepperChanged(value, team))
  }
  func actionTapped() { calls.append(.actionTapped) }
  func cancelTapped() { calls.append(.cancelTapped) }
  func setTapped() { calls.append(.setTapped) }
  func pickerDoneTapped(time: GatherTime) { calls.append(.pickerDoneTapped(time: time)) }
  func pickerCancelTapped() { calls.append(.pickerCancelTapped) }
  func endTapped() { calls.append(.endTapped) }
  func endGatherConfirmed() async { calls.append(.endGatherConfirmed) }
}
