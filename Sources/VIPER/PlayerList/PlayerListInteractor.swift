import Domain

/// The VIPER interactor of Player List: reads and deletes the user's players through
/// `PlayerService`, and answers through `PlayerListInteractorOutputProtocol`.
@MainActor
final class PlayerListInteractor {
  // MARK: - Properties

  /// The presenter that hears the answers; the router attaches it when it assembles the module.
  weak var output: (any PlayerListInteractorOutputProtocol)?
  private let playerService: any PlayerService

  // MARK: - Init

  /// Creates the interactor over `playerService`.
  init(playerService: any PlayerService) {
    self.playerService = playerService
  }
}

// MARK: - PlayerListInteractorInputProtocol

extension PlayerListInteractor: PlayerListInteractorInputProtocol {
  func fetchPlayers() async {
    do throws(ServiceError) {
      output?.didFetchPlayers(try await playerService.players())
    } catch {
      output?.didFailToFetchPlayers(with: error)
    }
  }

  func deletePlayer(_ player: Player) async {
    do throws(ServiceError) {
      try await playerService.delete(id: player.id)
      output?.didDeletePlayer(player)
    } catch {
      output?.didFailToDeletePlayer(with: error)
    }
  }
}
