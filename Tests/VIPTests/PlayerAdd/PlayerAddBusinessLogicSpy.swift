@testable import VIP

/// Records the requests the Player Add view controller sends, in order.
@MainActor
final class PlayerAddBusinessLogicSpy: PlayerAddBusinessLogic {
  /// One request.
  enum Call: Equatable {
    case validateName(String)
    case createPlayer(String)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func validateName(request: PlayerAddScene.ValidateName.Request) {
    calls.append(.validateName(request.name))
  }
  func createPlayer(request: PlayerAddScene.CreatePlayer.Request) async {
    calls.append(.createPlayer(request.name))
  }
}
