import Domain

/// A screen of the declarative MVP app above Login, as a value: which screen, and for whom.
///
/// Equal routes name the same screen, so a route stands in the `NavigationStack`'s path;
/// `ScreenRouter` keeps the screen's view state while its route is in the path.
enum Route: Hashable {
  /// The Player List.
  case playerList
  /// Player Detail of the player with this id.
  case playerDetail(Player.ID)
  /// Player Edit of one field of the player with this id.
  case playerEdit(Player.ID, PlayerField)
  /// Player Add.
  case playerAdd
  /// Confirm Players.
  case confirmPlayers
  /// Gather.
  case gather
}
