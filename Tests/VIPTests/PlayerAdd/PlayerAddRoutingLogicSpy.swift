@testable import VIP

/// Records where the Player Add view controller asks its router to go.
@MainActor
final class PlayerAddRoutingLogicSpy: PlayerAddRoutingLogic, PlayerAddDataPassing {
  /// One route.
  enum Call: Equatable {
    case routeToPlayerList
  }

  /// Every route so far, in order.
  private(set) var calls: [Call] = []
  /// No data store: the view controller under test never passes data.
  let dataStore: (any PlayerAddDataStore)? = nil

  func routeToPlayerList() async { calls.append(.routeToPlayerList) }
}
