@testable import VIP

/// Records the requests the Player Edit view controller sends, in order.
@MainActor
final class PlayerEditBusinessLogicSpy: PlayerEditBusinessLogic {
  /// One request.
  enum Call: Equatable {
    case fetchField
    case changeText(String)
    case selectOption(index: Int)
    case saveField
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func fetchField(request: PlayerEditScene.FetchField.Request) { calls.append(.fetchField) }
  func changeText(request: PlayerEditScene.ChangeText.Request) {
    calls.append(.changeText(request.text))
  }
  func selectOption(request: PlayerEditScene.SelectOption.Request) {
    calls.append(.selectOption(index: request.index))
  }
  func saveField(request: PlayerEditScene.SaveField.Request) async { calls.append(.saveField) }
}
