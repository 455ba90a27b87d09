@testable import VIPER

/// Records the events the Confirm Players view sends to its presenter.
@MainActor
final class ConfirmPlayersPresenterProtocolSpy: ConfirmPlayersPresenterProtocol {
  /// One event.
  enum Call: Equatable {
    case load
    case moveRow(row: Int, section: Int, toRow: Int, toSection: Int)
    case startTapped
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func load() { calls.append(.load) }
  func moveRow(
    _ sourceRow: Int, inSection sourceSection: Int, to destinationRow: Int,
    inSection destinationSection: Int
  ) {
    calls.append(
      .moveRow(
        row: sourceRow, section: sourceSection, toRow: destinationRow,
        toSection: destinationSection))
  }
  func startTapped() async { calls.append(.startTapped) }
}
