import Domain

@testable import MVP

/// Records what the Gather presenter asks of its view.
@MainActor
final class GatherViewSpy: GatherViewProtocol {
  /// One request to the view.
  enum Call: Equatable {
    case setTitle(String)
    case showTeams([TeamTableSection])
    case setScore(Int, team: TeamSection)
    case setTimerText(String)
    case setActionTitle(String)
    case showPicker(at: GatherTime)
    case hidePicker
    case showEndGatherConfirmation(
      title: String, message: String, confirmTitle: String, cancelTitle: String)
    case showLoading
    case hideLoading
    case showError(title: String, message: String)
  }

  /// Every request so far, in order.
  private(set) var calls: [Call] = []

  func setTitle(_ title: String) { calls.append(.setTitle(title)) }
  func showTeams(_ sections: [TeamTableSection]) { calls.append(.showTeams(sections)) }
  func setScore(_ goals: Int, for team: TeamSection) { calls.append(.setScore(goals, team: team)) }
  func setTimerText(_ text: String) { calls.append(.setTimerText(text)) }
  func setActionTitle(_ title: String) { calls.append(.setActionTitle(title)) }
  func showPicker(at time: GatherTime) { calls.append(.showPicker(at: time)) }
  func hidePicker() { calls.append(.hidePicker) }
  func showEndGatherConfirmation(
    title: String, message: String, confirmTitle: String, cancelTitle: String
  ) {
    calls.append(
      .showEndGatherConfirmation(
        title: title, message: message, confirmTitle: confirmTitle, cancelTitle: cancelTitle))
  }
  func showLoading() { calls.append(.showLoading) }
  func hideLoading() { calls.append(.hideLoading) }
  func showError(title: String, message: String) {
    calls.append(.showError(title: title, message: message))
  }

  /// Forgets the calls so far, so a test can check only what its action caused.
  func reset() { calls.removeAll() }
}
