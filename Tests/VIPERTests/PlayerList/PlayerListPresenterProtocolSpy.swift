@testable import VIPER

/// Records the events the Player List view sends to its presenter.
@MainActor
final class PlayerListPresenterProtocolSpy: PlayerListPresenterProtocol {
  /// One event.
  enum Call: Equatable {
    case viewDidLoad, viewWillAppear, selectTapped, actionTapped, retryTapped
    case didSelectRow(Int)
    case deleteTapped(Int)
    case deleteConfirmed, deleteCancelled
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func viewDidLoad() { calls.append(.viewDidLoad) }
  func viewWillAppear() async { calls.append(.viewWillAppear) }
  func selectTapped() { calls.append(.selectTapped) }
  func actionTapped() { calls.append(.actionTapped) }
  func didSelectRow(at index: Int) { calls.append(.didSelectRow(index)) }
  func retryTapped() async { calls.append(.retryTapped) }
  func deleteTapped(at index: Int) { calls.append(.deleteTapped(index)) }
  func deleteConfirmed() async { calls.append(.deleteConfirmed) }
  func deleteCancelled() { calls.append(.deleteCancelled) }
}
