/// A scene the declarative VIP UI shows above Login: its view state, which holds the scene's
/// interactor and router as its view controller would.
///
/// Two routes are equal when they carry the same view state, so a route can stand in a
/// `NavigationStack`'s path.
enum SceneRoute: Hashable {
  /// The Player List.
  case playerList(PlayerListViewState)
  /// Player Detail.
  case playerDetail(PlayerDetailViewState)
  /// Player Edit.
  case playerEdit(PlayerEditViewState)
  /// Player Add.
  case playerAdd(PlayerAddViewState)
  /// Confirm Players.
  case confirmPlayers(ConfirmPlayersViewState)
  /// Gather.
  case gather(GatherViewState)

  /// The identity of the scene's view state, which makes the route's.
  var sceneID: ObjectIdentifier {
    switch self {
    case .playerList(let scene): ObjectIdentifier(scene)
    case .playerDetail(let scene): ObjectIdentifier(scene)
    case .playerEdit(let scene): ObjectIdentifier(scene)
    case .playerAdd(let scene): ObjectIdentifier(scene)
    case .confirmPlayers(let scene): ObjectIdentifier(scene)
    case .gather(let scene): ObjectIdentifier(scene)
    }
  }

  /// Equal when both carry the same view state.
  static func == (lhs: SceneRoute, rhs: SceneRoute) -> Bool { lhs.sceneID == rhs.sceneID }

  /// Hashes the view state's identity.
  func hash(into hasher: inout Hasher) { hasher.combine(sceneID) }
}
