import Domain

/// The VIPER interactor of Player Edit: holds the player and the field being edited, and saves an
/// updated copy through `PlayerService`; answers through `PlayerEditInteractorOutputProtocol`.
@MainActor
final class PlayerEditInteractor {
  // MARK: - Properties

  /// The presenter that hears the answers; the router attaches it when it assembles the module.
  weak var output: (any PlayerEditInteractorOutputProtocol)?
  private let playerService: any PlayerService
  // Never changed here: a failed update must leave the original player as it was.
  private let player: Player
  private let field: PlayerField

  // MARK: - Init

  /// Creates the interactor editing `field` of `player`, saving through `playerService`.
  init(playerService: any PlayerService, player: Player, field: PlayerField) {
    self.playerService = playerService
    self.player = player
    self.field = field
  }
}

// MARK: - PlayerEditInteractorInputProtocol

extension PlayerEditInteractor: PlayerEditInteractorInputProtocol {
  func loadField() {
    output?.didLoadField(field, of: player)
  }

  func saveField(value: String) async {
    let updated = field.applying(value, to: player)
    do throws(ServiceError) {
      try await playerService.update(updated)
      output?.didSavePlayer(updated)
    } catch {
      output?.didFailToSavePlayer()
    }
  }
}
