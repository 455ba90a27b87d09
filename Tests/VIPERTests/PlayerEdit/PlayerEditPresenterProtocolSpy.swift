@testable import VIPER

/// Records the events the Player Edit view sends to its presenter.
@MainActor
final class PlayerEditPresenterProtocolSpy: PlayerEditPresenterProtocol {
  /// One event.
  enum Call: Equatable {
    case load
    case textDidChange(String)
    case didSelectOption(Int)
    case doneTapped
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []

  func load() { calls.append(.load) }
  func textDidChange(_ text: String) { calls.append(.textDidChange(text)) }
  func didSelectOption(at index: Int) { calls.append(.didSelectOption(index)) }
  func doneTapped() async { calls.append(.doneTapped) }
}
