import Domain

/// The VIPER interactor of Confirm Players: keeps the bench and the teams in a `TeamAssignment`
/// and starts the gather through `GatherService`; answers through
/// `ConfirmPlayersInteractorOutputProtocol`.
@MainActor
final class ConfirmPlayersInteractor {
  // MARK: - Properties

  /// The presenter that hears the answers; the router attaches it when it assembles the module.
  weak var output: (any ConfirmPlayersInteractorOutputProtocol)?
  private let gatherService: any GatherService
  private var teams: TeamAssignment

  // MARK: - Init

  /// Creates the interactor with every one of `players` on the bench, in the order given.
  init(gatherService: any GatherService, players: [Player]) {
    self.gatherService = gatherService
    teams = TeamAssignment(bench: players)
  }
}

// MARK: - ConfirmPlayersInteractorInputProtocol

extension ConfirmPlayersInteractor: ConfirmPlayersInteractorInputProtocol {
  func loadTeams() {
    output?.didLoadTeams(teams)
  }

  func movePlayer(from source: TeamAssignment.Slot, to destination: TeamAssignment.Slot) {
    guard teams.move(from: source, to: destination) else { return }
    output?.didLoadTeams(teams)
  }

  func startGather() async {
    do throws(ServiceError) {
      output?.didStartGather(try await gatherService.startGather(with: teams))
    } catch {
      output?.didFailToStartGather()
    }
  }
}
