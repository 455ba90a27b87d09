import Domain

@testable import VIPER

/// Records what the Gather presenter tells its view, in order.
@MainActor
final class GatherViewSpy: GatherViewProtocol {
  /// One thing told.
  enum Call: Equatable {
    case showTeams([TeamTableSection])
    case setScore(Int, TeamSection)
    case setTimer(text: String, actionTitle: String)
    case showPicker(at: GatherTime)
    case hidePicker
    case showEndGatherConfirmation(
      title: String, message: String, confirmTitle: String, cancelTitle: String)
    case showLoading
    case hideLoading
    case showError(title: String, message: String)
  }

  /// Everything told so far, in order.
  private(set) var calls: [Call] = []

  func showTeams(_ sections: [TeamTableSection]) { calls.append(.showTeams(sections)) }
  func setScore(_ goals: Int, for team: TeamSection) { calls.append(.setScore(goals, team)) }
  func setTimer(text: String, actionTitle: String) {
    calls.append(.setTimer(text: text, actionTitle: actionTitle))
  }
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
}
