import Domain

@testable import VIP

/// Records the requests the Player Detail view controller sends, in order.
@MainActor
final class PlayerDetailBusinessLogicSpy: PlayerDetailBusinessLogic {
  /// One request.
  enum Call: Equatable {
    case fetchPlayer
    case selectField(PlayerField)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func fetchPlayer(request: PlayerDetailScene.FetchPlayer.Request) { calls.append(.fetchPlayer) }
  func selectField(request: PlayerDetailScene.SelectField.Request) {
    calls.append(.selectField(request.field))
  }
}
