import Domain

@testable import VIPER

/// Records how the Confirm Players interactor answers, in order.
@MainActor
final class ConfirmPlayersInteractorOutputProtocolSpy: ConfirmPlayersInteractorOutputProtocol {
  /// One answer; teams are listed by the names in Bench, Team A and Team B.
  enum Call: Equatable {
    case didLoadTeams([[String]])
    case didStartGather(GatherModel)
    case didFailToStartGather
  }

  /// Every answer so far, in order.
  private(set) var calls: [Call] = []

  func didLoadTeams(_ teams: TeamAssignment) {
    calls.append(.didLoadTeams(TeamSection.allCases.map { teams.players(in: $0).map(\.name) }))
  }
  func didStartGather(_ model: GatherModel) { calls.append(.didStartGather(model)) }
  func didFailToStartGather() { calls.append(.didFailToStartGather) }
}
