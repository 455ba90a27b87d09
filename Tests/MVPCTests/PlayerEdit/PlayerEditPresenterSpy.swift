@testable import MVPC

/// Supplies fixed options to the Player Edit view and records the events it forwards.
@MainActor
final class PlayerEditPresenterSpy: PlayerEditPresenterProtocol {
  /// One forwarded event.
  enum Call: Equatable {
    case load
    case textDidChange(String)
    case didSelectOption(at: Int)
    case doneTapped
  }

  /// Every event so far, in order.
  private(set) var calls: [Call] = []
  /// The rows of the option table.
  var options: [PlayerEditOptionRow] = []

  var numberOfOptions: Int { options.count }
  func option(at index: Int) -> PlayerEditOptionRow? { options[index] }
  func load() { calls.append(.load) }
  func textDidChange(_ text: String) { calls.append(.textDidChange(text)) }
  func didSelectOption(at index: Int) { calls.append(.didSelectOption(at: index)) }
  func doneTapped() async { calls.append(.doneTapped) }
}
