@testable import MVPC

/// Records what the Player Add presenter asks of its view, in order.
@MainActor
final class PlayerAddViewSpy: PlayerAddViewProtocol {
  /// One request to the view.
  enum Call: Equatable {
    case setDoneEnabled(Bool)
    case showLoading
    case hideLoading
    case showError(title: String, message: String)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func setDoneEnabled(_ isEnabled: Bool) { calls.append(.setDoneEnabled(isEnabled)) }
  func showLoading() { calls.append(.showLoading) }
  func hideLoading() { calls.append(.hideLoading) }
  func showError(title: String, message: String) {
    calls.append(.showError(title: title, message: message))
  }
}
