@testable import VIP

/// Records where the Player List view controller asks its router to go.
@MainActor
final class PlayerListRoutingLogicSpy: PlayerListRoutingLogic, PlayerListDataPassing {
  /// One route.
  enum Call: Equatable {
    case routeToPlayerDetail
    case routeToPlayerAdd
    case routeToConfirmPlayers
  }

  /// Every route so far, in order.
  private(set) var calls: [Call] = []
  /// No data store: the view controller under test never passes data.
  let dataStore: (any PlayerListDataStore)? = nil

  func routeToPlayerDetail() { calls.append(.routeToPlayerDetail) }
  func routeToPlayerAdd() { calls.append(.routeToPlayerAdd) }
  func routeToConfirmPlayers() { calls.append(.routeToConfirmPlayers) }
}
