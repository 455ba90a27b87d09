@testable import MVPC

/// Records what the Player Edit presenter asks of its view.
@MainActor
final class PlayerEditViewSpy: PlayerEditViewProtocol {
  /// One request to the view.
  enum Call: Equatable {
    case setTitle(String)
    case reloadData
    case setDoneEnabled(Bool)
    case showLoading
    case hideLoading
    case showError(title: String, message: String)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func setTitle(_ title: String) { calls.append(.setTitle(title)) }
  func reloadData() { calls.append(.reloadData) }
  func setDoneEnabled(_ isEnabled: Bool) { calls.append(.setDoneEnabled(isEnabled)) }
  func showLoading() { calls.append(.showLoading) }
  func hideLoading() { calls.append(.hideLoading) }
  func showError(title: String, message: String) {
    calls.append(.showError(title: title, message: message))
  }
}
