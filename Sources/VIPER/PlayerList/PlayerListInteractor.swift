import Domain

/// The VIPER interactor of Player List: owns the list — the players, the mode and the selection,
/// and the player awaiting deletion — reads and deletes through `PlayerService`, and answers through
/// `PlayerListInteractorOutputProtocol`.
@MainActor
final class PlayerListInteractor {
  // MARK: - Properties

  /// The presenter that hears the answers; the router attaches it when it assembles the module.
  weak var output: (any PlayerListInteractorOutputProtocol)?
  private let playerService: any PlayerService
  /// The players in server order.
  private var players: [Player] = []
  /// The ticked players, by id, in selection mode; `nil` in list mode.
  private var selection: PlayerSelection?
  /// The player whose swipe-to-delete awaits confirmation, by value so a reload cannot shift it.
  private var playerPendingDeletion: Player?

  // MARK: - Init

  /// Creates the interactor over `playerService`.
  init(playerService: any PlayerService) {
    self.playerService = playerService
  }

  // MARK: - Private

  private func player(withID id: Player.ID) -> Player? {
    players.first { $0.id == id }
  }
}

// MARK: - PlayerListInteractorInputProtocol

extension PlayerListInteractor: PlayerListInteractorInputProtocol {
  func fetchPlayers() async {
    do throws(ServiceError) {
      players = try await playerService.players()
      output?.didFetchPlayers(players, selection: selection)
    } catch {
      output?.didFailToFetchPlayers(with: error)
    }
  }

  func pickPlayer(id: Player.ID) {
    guard let player = player(withID: id) else { return }
    output?.didPickPlayer(player)
  }

  func toggleSelection(id: Player.ID) {
    guard selection != nil, let player = player(withID: id) else { return }
    selection?.toggle(player)
    output?.didUpdateList(players, selection: selection)
  }

  func setSelecting(_ isOn: Bool) {
    selection = isOn ? PlayerSelection() : nil
    output?.didUpdateList(players, selection: selection)
  }

  func confirmSelection() {
    guard let selection, selection.canConfirm else { return }
    output?.didConfirmSelection(selection.selectedPlayers(in: players))
  }

  func requestDeletion(id: Player.ID) {
    // Swipe-to-delete is list mode only.
    guard selection == nil, let player = player(withID: id) else { return }
    playerPendingDeletion = player
    output?.didRequestDeletion()
  }

  func cancelDeletion() {
    playerPendingDeletion = nil
  }

  func confirmDeletion() async {
    guard let player = playerPendingDeletion else { return }
    playerPendingDeletion = nil
    output?.willDeletePlayer()
    do throws(ServiceError) {
      try await playerService.delete(id: player.id)
      players.removeAll { $0 == player }
      output?.didDeletePlayer(leaving: players, selection: selection)
    } catch {
      output?.didFailToDeletePlayer(with: error)
    }
  }

  func updatePlayer(_ player: Player) {
    // Players are equal by id, so this finds the edited player's old row.
    guard let index = players.firstIndex(of: player) else { return }
    players[index] = player
    output?.didUpdateList(players, selection: selection)
  }
}
