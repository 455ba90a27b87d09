@testable import VIP

/// Records where the Login view controller asks its router to go.
@MainActor
final class LoginRoutingLogicSpy: LoginRoutingLogic, LoginDataPassing {
  /// One route.
  enum Call: Equatable {
    case routeToPlayerList
  }

  /// Every route so far, in order.
  private(set) var calls: [Call] = []
  /// No data store: the view controller under test never passes data.
  let dataStore: (any LoginDataStore)? = nil

  func routeToPlayerList() { calls.append(.routeToPlayerList) }
}
