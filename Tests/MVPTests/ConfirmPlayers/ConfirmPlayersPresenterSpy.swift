import Foundation

@testable import MVP

/// Records the events the Confirm Players view forwards.
@MainActor
final class ConfirmPlayersPresenterSpy: ConfirmPlayersPresenterProtocol {
  /// One forwarded event.
  enum Call: Equatable {
    case load
    case moveRow(from: IndexPath, to: IndexPath)
    case startTapped
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []
  func load() { calls.append(.load) }
  func moveRow(
    at sourceIndex: Int, inSection sourceSection: Int, to destinationIndex: Int,
    inSection destinationSection: Int
  ) {
    calls.append(
      .moveRow(
        from: IndexPath(row: sourceIndex, section: sourceSection),
        to: IndexPath(row: destinationIndex, section: destinationSection)))
  }
  func startTapped() async { calls.append(.startTapped) }
}
