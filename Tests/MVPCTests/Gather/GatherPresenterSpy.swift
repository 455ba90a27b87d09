import Domain

@testable import MVPC

/// Supplies fixed teams, score range and wheels to the Gather view and records its events.
@MainActor
final class GatherPresenterSpy: GatherPresenterProtocol {
  /// One forwarded event.
  enum Call: Equatable {
    case viewDidLoad
    case viewWillDisappear
    case scoreStepperChanged(to: Double, for: TeamSection)
    case actionTapped
    case cancelTapped
    case setTapped
    case pickerDoneTapped(minutesRow: Int, secondsRow: Int)
    case pickerCancelTapped
    case endGatherTapped
    case endGatherConfirmed
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []
  /// The teams the table shows: a header and its rows.
  var sections: [(header: String, rows: [TeamPlayerRow])] = []
  let scoreRange = 0...3
  let pickerComponents = [["0 min", "1 min", "2 min"], ["0 sec", "30 sec"]]

  var numberOfSections: Int { sections.count }
  func numberOfRows(inSection section: Int) -> Int { sections[section].rows.count }
  func header(ofSection section: Int) -> String { sections[section].header }
  func row(at index: Int, inSection section: Int) -> TeamPlayerRow? {
    sections[section].rows[index]
  }
  func viewDidLoad() { calls.append(.viewDidLoad) }
  func viewWillDisappear() { calls.append(.viewWillDisappear) }
  func scoreStepperChanged(to value: Double, for team: TeamSection) {
    calls.append(.scoreStepperChanged(to: value, for: team))
  }
  func actionTapped() { calls.append(.actionTapped) }
  func cancelTapped() { calls.append(.cancelTapped) }
  func setTapped() { calls.append(.setTapped) }
  func pickerDoneTapped(minutesRow: Int, secondsRow: Int) {
    calls.append(.pickerDoneTapped(minutesRow: minutesRow, secondsRow: secondsRow))
  }
  func pickerCancelTapped() { calls.append(.pickerCancelTapped) }
  func endGatherTapped() { calls.append(.endGatherTapped) }
  func endGatherConfirmed() async { calls.append(.endGatherConfirmed) }
}
