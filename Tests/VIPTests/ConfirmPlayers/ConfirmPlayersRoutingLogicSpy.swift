@testable import VIP

/// Records where the Confirm Players view controller asks its router to go.
@MainActor
final class ConfirmPlayersRoutingLogicSpy: ConfirmPlayersRoutingLogic, ConfirmPlayersDataPassing {
  /// One route.
  enum Call: Equatable {
    case routeToGather
  }

  /// Every route so far, in order.
  private(set) var calls: [Call] = []
  /// No data store: the view controller under test never passes data.
  let dataStore: (any ConfirmPlayersDataStore)? = nil

  func routeToGather() { calls.append(.routeToGather) }
}
