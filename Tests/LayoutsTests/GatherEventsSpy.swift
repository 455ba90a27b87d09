import Domain

/// Records the Gather events a layout sends, in order.
@MainActor
final class GatherEventsSpy: GatherEvents {
  /// One event.
  enum Call: Equatable {
    case actionTapped, cancelTapped, setTapped, pickerCancelTapped, endTapped, endGatherConfirmed
    case pickerDoneTapped(time: GatherTime)
    case scoreStepperChanged(Int, TeamSection)
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func actionTapped() { calls.append(.actionTapped) }
  func cancelTapped() { calls.append(.cancelTapped) }
  func setTapped() { calls.append(.setTapped) }
  func pickerDoneTapped(time: GatherTime) { calls.append(.pickerDoneTapped(time: time)) }
  func pickerCancelTapped() { calls.append(.pickerCancelTapped) }
  func endTapped() { calls.append(.endTapped) }
  func endGatherConfirmed() async { calls.append(.endGatherConfirmed) }
  func scoreStepperChanged(to value: Int, for team: TeamSection) {
    calls.append(.scoreStepperChanged(value, team))
  }
}
