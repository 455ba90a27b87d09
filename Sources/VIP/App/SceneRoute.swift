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

  /// The view state the route carries.
  var viewState: AnyObject {
    switch self {
    case .playerList(let viewState): viewState
    case .playerDetail(let viewState): viewState
    case .playerEdit(let viewState): viewState
    case .playerAdd(let viewState): viewState
    case .confirmPlayers(let viewState): viewState
    case .gather(let viewState): viewState
    }
  }

  /// Equal when both carry the same view state.
  static func == (lhs: SceneRoute, rhs: SceneRoute) -> Bool { lhs.viewState === rhs.viewState }

  /// Hashes the view state's identity.
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(viewState)) }
}
