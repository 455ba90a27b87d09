import Domain

/// The VIPER interactor of Player Detail: holds the player entity the module shows and answers
/// through `PlayerDetailInteractorOutputProtocol`; nothing here calls a service, since the save
/// is Player Edit's use case.
@MainActor
final class PlayerDetailInteractor {
  // MARK: - Properties

  /// The presenter that hears the answers; the router attaches it when it assembles the module.
  weak var output: (any PlayerDetailInteractorOutputProtocol)?
  private var player: Player

  // MARK: - Init

  /// Creates the interactor of `player`, handed over by the Player List's router.
  init(player: Player) {
    self.player = player
  }
}

// MARK: - PlayerDetailInteractorInputProtocol

extension PlayerDetailInteractor: PlayerDetailInteractorInputProtocol {
  func loadPlayer() {
    output?.didLoadPlayer(player)
  }

  func replacePlayer(with player: Player) {
    self.player = player
    output?.didReplacePlayer(player)
  }
}
