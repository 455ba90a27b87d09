import Domain

@testable import MVP

/// Records what the Confirm Players presenter asks of its view.
@MainActor
final class ConfirmPlayersViewSpy: ConfirmPlayersViewProtocol {
  /// One request to the view.
  enum Call: Equatable {
    case setTitle(String)
    case showTeams([TeamTableSection])
    case setStartEnabled(Bool)
    case showLoading
    case hideLoading
    case showError(title: String, message: String)
    case showGather(GatherModel)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func setTitle(_ title: String) { calls.append(.setTitle(title)) }
  func showTeams(_ sections: [TeamTableSection]) { calls.append(.showTeams(sections)) }
  func setStartEnabled(_ isEnabled: Bool) { calls.append(.setStartEnabled(isEnabled)) }
  func showLoading() { calls.append(.showLoading) }
  func hideLoading() { calls.append(.hideLoading) }
  func showError(title: String, message: String) {
    calls.append(.showError(title: title, message: message))
  }
  func showGather(with model: GatherModel) { calls.append(.showGather(model)) }

  /// The sections of the last `showTeams`, if any.
  var shownTeams: [TeamTableSection]? {
    calls.compactMap { call in
      if case .showTeams(let sections) = call { sections } else { nil }
    }.last
  }
}

extension ConfirmPlayersViewSpy.Call {
  /// Whether this call showed the teams.
  var isShowTeams: Bool {
    if case .showTeams = self { true } else { false }
  }
}
