@testable import VIP

/// Records what the Player Detail view controller asks of its router.
@MainActor
final class PlayerDetailRoutingLogicSpy: PlayerDetailRoutingLogic, PlayerDetailDataPassing {
  /// One route or report.
  enum Call: Equatable {
    case routeToPlayerEdit
  }

  /// Every call so far, in order.
  private(set) var calls: [Call] = []
  /// No data store: the view controller under test never passes data.
  let dataStore: (any PlayerDetailDataStore)? = nil

  func routeToPlayerEdit() { calls.append(.routeToPlayerEdit) }
}
