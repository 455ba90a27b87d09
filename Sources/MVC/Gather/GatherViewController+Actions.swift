import Domain
import Layouts
import ViewKit

extension GatherViewController {
  // MARK: - Scores

  /// A score stepper changed: keeps the goals, within the score range, and shows them.
  func scoreStepperChanged(to goals: Int, for team: TeamSection) {
    guard team.plays else { return }
    scores[team] = GatherResult.clampedGoals(goals)
    layout.setScore(score(of: team), for: team)
  }

  // MARK: - End Gather

  /// End Gather: asks for confirmation; Yes ends the gather on the server.
  func endTapped() {
    let alert = AlertController(
      title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage)
    alert.addAction(
      AlertAction(title: GatherTexts.endConfirmButton, style: .default) { [weak self] in
        await self?.endGatherConfirmed()
      })
    alert.addAction(AlertAction(title: GatherTexts.endCancelButton, style: .cancel))
    present(alert)
  }

  // MARK: - Networking

  /// The confirmation's Yes: ends the gather on the server; returns once it has answered.
  func endGatherConfirmed() async {
    let result = GatherResult(teamA: score(of: .teamA), teamB: score(of: .teamB))
    showLoading()
    do throws(ServiceError) {
      try await gatherService.endGather(id: model.gatherId, result: result)
      hideLoading()
      timer.stop()
      delegate?.gatherViewControllerDidEndGather(self)
    } catch {
      // Scores and timer are left as they are, so the user can try again.
      hideLoading()
      presentErrorAlert(
        title: GatherTexts.endErrorTitle, message: GatherTexts.endErrorMessage,
        buttonTitle: AlertTexts.ok)
    }
  }

  private func score(of team: TeamSection) -> Int { scores[team] ?? 0 }
}
