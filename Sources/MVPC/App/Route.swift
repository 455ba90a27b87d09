import Domain

/// Where the declarative MVP-C app is above Login, as a value: a screen and whom it shows.
///
/// A route is equal to another naming the same screen, so it can stand in the stack's path;
/// `PathCoordinator` builds the screen of each route it appends and keeps it while the route
/// stays.
enum Route: Hashable {
  /// The Player List.
  case playerList
  /// Player Detail; the id is the player's.
  case playerDetail(Player.ID)
  /// Player Edit of a field; the id is the player's.
  case playerEdit(Player.ID, PlayerField)
  /// Player Add.
  case playerAdd
  /// Confirm Players.
  case confirmPlayers
  /// Gather.
  case gather
}
