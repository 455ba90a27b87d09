@testable import VIPER

/// Records where the Login presenter asks its router to go.
@MainActor
final class LoginRouterProtocolSpy: LoginRouterProtocol {
  /// One route.
  enum Call: Equatable {
    case showPlayerList
  }

  /// Every route so far, in order.
  private(set) var calls: [Call] = []

  func showPlayerList() { calls.append(.showPlayerList) }
}
