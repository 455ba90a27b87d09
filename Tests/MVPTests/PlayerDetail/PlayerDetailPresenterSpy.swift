import Domain

@testable import MVP

/// Supplies fixed sections to the Player Detail view and records the taps it forwards.
@MainActor
final class PlayerDetailPresenterSpy: PlayerDetailPresenterProtocol {
  /// One forwarded event.
  enum Call: Equatable {
    case load
    case didSelectRow(at: Int, inSection: Int)
    case didSelectField(PlayerField)
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []
  /// The sections the table shows: a header and its rows.
  var sections: [(header: String, rows: [PlayerDetailRow])] = []

  var numberOfSections: Int { sections.count }
  func numberOfRows(inSection section: Int) -> Int { sections[section].rows.count }
  func header(ofSection section: Int) -> String { sections[section].header }
  func row(at index: Int, inSection section: Int) -> PlayerDetailRow? {
    sections[section].rows[index]
  }
  func load() { calls.append(.load) }
  func didSelectField(_ field: PlayerField) { calls.append(.didSelectField(field)) }
  func didSelectRow(at index: Int, inSection section: Int) {
    calls.append(.didSelectRow(at: index, inSection: section))
  }
}
