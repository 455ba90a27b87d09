@testable import VIPER

/// Records the events the Player Add view sends to its presenter.
@MainActor
final class PlayerAddPresenterProtocolSpy: PlayerAddPresenterProtocol {
  /// One event.
  enum Call: Equatable {
    case viewDidLoad
    case nameDidChange(String)
    case doneTapped(name: String)
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func viewDidLoad() { calls.append(.viewDidLoad) }
  func nameDidChange(_ name: String) { calls.append(.nameDidChange(name)) }
  func doneTapped(name: String) async { calls.append(.doneTapped(name: name)) }
}
