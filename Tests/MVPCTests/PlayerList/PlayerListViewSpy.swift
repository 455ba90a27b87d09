import Domain

@testable import MVPC

/// Records what the Player List presenter asks of its view, in order.
@MainActor
final class PlayerListViewSpy: PlayerListViewProtocol {
  /// One request to the view.
  enum Call: Equatable {
    case setTitle(String)
    case setSelectButton(title: String, isEnabled: Bool)
    case setActionButton(title: String, isEnabled: Bool)
    case reloadData
    case reloadRow(at: Int)
    case deleteRow(at: Int)
    case showEmptyView(message: String)
    case hideEmptyView
    case setUserInteractionEnabled(Bool)
    case showLoading
    case hideLoading
    case showError(title: String, message: String)
    case showDeleteConfirmation(title: String, message: String)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  /// Forgets the calls so far, so a test can look only at what its action caused.
  func reset() { calls.removeAll() }

  func setTitle(_ title: String) { calls.append(.setTitle(title)) }
  func setSelectButton(title: String, isEnabled: Bool) {
    calls.append(.setSelectButton(title: title, isEnabled: isEnabled))
  }
  func setActionButton(title: String, isEnabled: Bool) {
    calls.append(.setActionButton(title: title, isEnabled: isEnabled))
  }
  func reloadData() { calls.append(.reloadData) }
  func reloadRow(at index: Int) { calls.append(.reloadRow(at: index)) }
  func deleteRow(at index: Int) { calls.append(.deleteRow(at: index)) }
  func showEmptyView(message: String) { calls.append(.showEmptyView(message: message)) }
  func hideEmptyView() { calls.append(.hideEmptyView) }
  func setUserInteractionEnabled(_ isEnabled: Bool) {
    calls.append(.setUserInteractionEnabled(isEnabled))
  }
  func showLoading() { calls.append(.showLoading) }
  func hideLoading() { calls.append(.hideLoading) }
  func showError(title: String, message: String) {
    calls.append(.showError(title: title, message: message))
  }
  func showDeleteConfirmation(title: String, message: String) {
    calls.append(.showDeleteConfirmation(title: title, message: message))
  }
}

/// The three calls that show list mode; Select is enabled when there are players.
func listMode(selectEnabled: Bool) -> [PlayerListViewSpy.Call] {
  [
    .setTitle("Players"), .setSelectButton(title: "Select", isEnabled: selectEnabled),
    .setActionButton(title: "Add player", isEnabled: true),
  ]
}

/// The three calls that show selection mode with `title`, Confirm enabled or not.
func selectionMode(title: String, confirmEnabled: Bool) -> [PlayerListViewSpy.Call] {
  [
    .setTitle(title), .setSelectButton(title: "Cancel", isEnabled: true),
    .setActionButton(title: "Confirm players", isEnabled: confirmEnabled),
  ]
}
