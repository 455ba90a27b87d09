import Domain

@testable import VIPER

/// Records what the Confirm Players presenter tells its view, in order.
@MainActor
final class ConfirmPlayersViewSpy: ConfirmPlayersViewProtocol {
  /// One thing told.
  enum Call: Equatable {
    case showTeams([TeamTableSection])
    case setStartEnabled(Bool)
    case showLoading
    case hideLoading
    case showError(title: String, message: String)
  }

  /// Everything told so far, in order.
  private(set) var calls: [Call] = []

  func showTeams(_ sections: [TeamTableSection]) { calls.append(.showTeams(sections)) }
  func setStartEnabled(_ isEnabled: Bool) { calls.append(.setStartEnabled(isEnabled)) }
  func showLoading() { calls.append(.showLoading) }
  func hideLoading() { calls.append(.hideLoading) }
  func showError(title: String, message: String) {
    calls.append(.showError(title: title, message: message))
  }
}
