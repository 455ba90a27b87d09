@testable import VIPER

/// Records the use cases the Player Edit presenter asks for; answers nothing.
@MainActor
final class PlayerEditInteractorInputProtocolSpy: PlayerEditInteractorInputProtocol {
  /// One use case asked for.
  enum Call: Equatable {
    case loadField
    case saveField(value: String)
  }

  /// Every use case asked for so far, in order.
  private(set) var calls: [Call] = []

  func loadField() { calls.append(.loadField) }
  func saveField(value: String) async { calls.append(.saveField(value: value)) }
}
