/// A scene the declarative VIP UI shows above Login, as a value.
///
/// It names the scene, never carries it; VIP's stack holds at most one of each, so the kind is
/// the route.
enum SceneRoute: Hashable {
  /// The Player List.
  case playerList
  /// Player Detail.
  case playerDetail
  /// Player Edit.
  case playerEdit
  /// Player Add.
  case playerAdd
  /// Confirm Players.
  case confirmPlayers
  /// Gather.
  case gather
}
