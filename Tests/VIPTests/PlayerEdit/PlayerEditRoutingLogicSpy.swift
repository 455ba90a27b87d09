@testable import VIP

/// Records where the Player Edit view controller asks its router to go.
@MainActor
final class PlayerEditRoutingLogicSpy: PlayerEditRoutingLogic, PlayerEditDataPassing {
  /// One route.
  enum Call: Equatable {
    case routeToPlayerDetail
  }

  /// Every route so far, in order.
  private(set) var calls: [Call] = []
  /// No data store: the view controller under test never passes data.
  let dataStore: (any PlayerEditDataStore)? = nil

  func routeToPlayerDetail() { calls.append(.routeToPlayerDetail) }
}
