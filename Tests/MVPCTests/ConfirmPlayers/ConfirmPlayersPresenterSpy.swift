import Foundation

@testable import MVPC

/// Supplies fixed team sections to the Confirm Players view and records the events it forwards.
@MainActor
final class ConfirmPlayersPresenterSpy: ConfirmPlayersPresenterProtocol {
  /// One forwarded event.
  enum Call: Equatable {
    case viewDidLoad
    case moveRow(from: IndexPath, to: IndexPath)
    case startGatherTapped
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []
  /// The sections the table shows: a header and its rows.
  var sections: [(header: String, rows: [TeamPlayerRow])] = []

  var numberOfSections: Int { sections.count }
  func numberOfRows(inSection section: Int) -> Int { sections[section].rows.count }
  func header(ofSection section: Int) -> String { sections[section].header }
  func row(at index: Int, inSection section: Int) -> TeamPlayerRow? {
    sections[section].rows[index]
  }
  func viewDidLoad() { calls.append(.viewDidLoad) }
  func moveRow(
    at sourceIndex: Int, inSection sourceSection: Int, to destinationIndex: Int,
    inSection destinationSection: Int
  ) {
    calls.append(
      .moveRow(
        from: IndexPath(row: sourceIndex, section: sourceSection),
        to: IndexPath(row: destinationIndex, section: destinationSection)))
  }
  func startGatherTapped() async { calls.append(.startGatherTapped) }
}
