@testable import VIPER

/// Records what the Player Add presenter tells its view, in order.
@MainActor
final class PlayerAddViewSpy: PlayerAddViewProtocol {
  /// One thing told.
  enum Call: Equatable {
    case setDoneEnabled(Bool)
    case showLoading
    case hideLoading
    case showError(title: String, message: String)
  }

  /// Everything told so far, in order.
  private(set) var calls: [Call] = []

  func setDoneEnabled(_ isEnabled: Bool) { calls.append(.setDoneEnabled(isEnabled)) }
  func showLoading() { calls.append(.showLoading) }
  func hideLoading() { calls.append(.hideLoading) }
  func showError(title: String, message: String) {
    calls.append(.showError(title: title, message: message))
  }
}
