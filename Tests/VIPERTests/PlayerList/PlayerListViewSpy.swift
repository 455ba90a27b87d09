import Domain

@testable import VIPER

/// Records what the Player List presenter tells its view, in order.
@MainActor
final class PlayerListViewSpy: PlayerListViewProtocol {
  /// One thing told.
  enum Call: Equatable {
    case showControls(PlayerListControls)
    case showPlayers([PlayerListRow], canDelete: Bool)
    case showEmptyView(Bool)
    case setUserInteractionEnabled(Bool)
    case showLoading
    case hideLoading
    case showError(title: String, message: String)
    case showDeleteConfirmation(
      title: String, message: String, confirmTitle: String, cancelTitle: String)
  }

  /// Everything told so far, in order.
  private(set) var calls: [Call] = []

  /// Forgets what was told so far, so a test checks only what its action tells.
  func reset() { calls.removeAll() }

  func showControls(_ controls: PlayerListControls) { calls.append(.showControls(controls)) }
  func showPlayers(_ rows: [PlayerListRow], canDelete: Bool) {
    calls.append(.showPlayers(rows, canDelete: canDelete))
  }
  func showEmptyView(_ isEmpty: Bool) { calls.append(.showEmptyView(isEmpty)) }
  func setUserInteractionEnabled(_ isEnabled: Bool) {
    calls.append(.setUserInteractionEnabled(isEnabled))
  }
  func showLoading() { calls.append(.showLoading) }
  func hideLoading() { calls.append(.hideLoading) }
  func showError(title: String, message: String) {
    calls.append(.showError(title: title, message: message))
  }
  func showDeleteConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String
  ) {
    calls.append(
      .showDeleteConfirmation(
        title: title, message: message, confirmTitle: confirmTitle, cancelTitle: cancelTitle))
  }
}
