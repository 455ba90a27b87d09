@testable import VIPER

/// Records what the Player Edit presenter tells its view, in order.
@MainActor
final class PlayerEditViewSpy: PlayerEditViewProtocol {
  /// One thing told.
  enum Call: Equatable {
    case setTitle(String)
    case showOptions([PlayerEditOption])
    case setDoneEnabled(Bool)
    case showLoading
    case hideLoading
    case showError(title: String, message: String)
  }

  /// Everything told so far, in order.
  private(set) var calls: [Call] = []

  /// Forgets what was told so far, so a test checks only what its action tells.
  func reset() { calls.removeAll() }

  func setTitle(_ title: String) { calls.append(.setTitle(title)) }
  func showOptions(_ options: [PlayerEditOption]) { calls.append(.showOptions(options)) }
  func setDoneEnabled(_ isEnabled: Bool) { calls.append(.setDoneEnabled(isEnabled)) }
  func showLoading() { calls.append(.showLoading) }
  func hideLoading() { calls.append(.hideLoading) }
  func showError(title: String, message: String) {
    calls.append(.showError(title: title, message: message))
  }
}
