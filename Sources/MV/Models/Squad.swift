import Domain
import Observation

/// The signed-in user's players: the one copy the Player List, Player Detail and Player Edit all
/// read, so a saved edit is seen by each at once (SPEC §3.2–§3.5).
///
/// It loads, creates, updates and deletes through `PlayerService`. How the last load went is
/// part of the data, so whichever screen asked for it (the list, or Player Add after a create),
/// the list shows it: input off while loading, the empty view, the failure.
@MainActor
@Observable
final class Squad {
  /// The players, in the server's order.
  var players: [Player] { loaded.wrappedValue }
  /// The message of the last failed load, until the list's alert is dismissed (sets it to nil).
  var loadFailure: String?
  /// Whether players are loading; the list ignores input meanwhile (SPEC §3.2).
  private(set) var isLoading = false
  /// Whether the last load or delete left no one: the list shows its empty view.
  private(set) var isKnownEmpty = false
  /// The players compared field by field: `Player`'s `==` compares ids only, and Observation
  /// skips a set to an equal value, so a load bringing a renamed player would not be seen.
  private var loaded = ComparedByContents(wrappedValue: [Player]())

  @ObservationIgnored private let service: any PlayerService

  /// Creates an empty squad over `service`.
  init(service: any PlayerService) {
    self.service = service
  }

  /// The player with `id`, as last loaded or saved.
  func player(id: Player.ID) -> Player? {
    players.first { $0.id == id }
  }

  /// A new Player List appears after a sign-in: an earlier sign-in's players are forgotten,
  /// then the user's load.
  func open() async {
    loaded.wrappedValue = []
    isKnownEmpty = false
    loadFailure = nil
    await load()
  }

  /// Loads the players again; on failure the ones shown stay.
  func load() async {
    isLoading = true
    defer { isLoading = false }
    do throws(ServiceError) {
      // Set whole, so an unchanged load changes nothing and a renamed player is a change.
      loaded = ComparedByContents(wrappedValue: try await service.players())
      isKnownEmpty = players.isEmpty
    } catch {
      loadFailure = error.message
    }
  }

  /// The empty view's Retry: it goes, then the players load.
  func retry() async {
    isKnownEmpty = false
    await load()
  }

  /// Creates a player of that name alone (SPEC §3.5); the list loads again afterwards.
  func create(named name: String) async throws(ServiceError) {
    try await service.create(PlayerCreate(name: name))
  }

  /// Saves every field of `player` and replaces the one with its id, without a reload.
  func update(_ player: Player) async throws(ServiceError) {
    try await service.update(player)
    if let index = players.firstIndex(of: player) { loaded.wrappedValue[index] = player }
  }

  /// Deletes `player`; the empty view shows if no one is left.
  func delete(_ player: Player) async throws(ServiceError) {
    try await service.delete(id: player.id)
    loaded.wrappedValue.removeAll { $0 == player }
    if players.isEmpty { isKnownEmpty = true }
  }
}
