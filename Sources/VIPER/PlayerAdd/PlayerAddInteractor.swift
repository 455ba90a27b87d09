import Domain

/// The VIPER interactor of Player Add: creates a player through `PlayerService` and answers
/// through `PlayerAddInteractorOutputProtocol`.
@MainActor
final class PlayerAddInteractor {
  // MARK: - Properties

  /// The presenter that hears the answers; the router attaches it when it assembles the module.
  weak var output: (any PlayerAddInteractorOutputProtocol)?
  private let playerService: any PlayerService

  // MARK: - Init

  /// Creates the interactor over `playerService`.
  init(playerService: any PlayerService) {
    self.playerService = playerService
  }
}

// MARK: - PlayerAddInteractorInputProtocol

extension PlayerAddInteractor: PlayerAddInteractorInputProtocol {
  func createPlayer(named name: String) async {
    do throws(ServiceError) {
      // Only the name: the other fields are set later on Player Detail (SPEC §3.5).
      try await playerService.create(PlayerCreate(name: name))
      await output?.didCreatePlayer()
    } catch {
      output?.didFailToCreatePlayer()
    }
  }
}
