import Domain
import Observation

/// The app's navigation: the screens above Login, as the path of the root `NavigationStack`.
///
/// An MV model like the others, injected with `.environment`: a screen leads on by changing the
/// path, never by pushing a screen itself; a user's Back shortens it.
@MainActor
@Observable
final class Navigator {
  /// A screen above Login, with what it needs to know that no model holds.
  enum Screen: Hashable, Sendable {
    /// The signed-in user's players.
    case playerList
    /// One player's fields; the shown values come from `Squad`, so edits are seen at once.
    case playerDetail(Player)
    /// One field of a player, as Player Detail showed it when the row was tapped.
    case playerEdit(Player, PlayerField)
    /// A new player's name.
    case playerAdd
    /// The ticked players, all on the bench, in list order.
    case confirmPlayers([Player])
    /// The gather `Match` plays.
    case gather
  }

  /// The screens above Login, bottom first.
  var path: [Screen] = []

  /// Pushes `screen`.
  func show(_ screen: Screen) {
    path.append(screen)
  }

  /// Pops the top screen, as Back does.
  func close() {
    if !path.isEmpty { path.removeLast() }
  }

  /// Pops every screen above the Player List (after a gather has ended).
  func returnToPlayerList() {
    guard let list = path.firstIndex(of: .playerList) else { return }
    path.removeSubrange((list + 1)...)
  }
}
