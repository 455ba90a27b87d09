/// A module the declarative VIPER UI shows above Login, carried by its view state (which holds
/// the presenter, and through it the interactor and router).
///
/// Equal when the same view state is carried, so a module can stand in a `NavigationStack`'s
/// path.
enum Module: Hashable {
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

  /// The identity of the carried view state.
  private var identity: ObjectIdentifier {
    switch self {
    case .playerList(let state): ObjectIdentifier(state)
    case .playerDetail(let state): ObjectIdentifier(state)
    case .playerEdit(let state): ObjectIdentifier(state)
    case .playerAdd(let state): ObjectIdentifier(state)
    case .confirmPlayers(let state): ObjectIdentifier(state)
    case .gather(let state): ObjectIdentifier(state)
    }
  }

  /// Whether this is the Player List, which Gather's end returns to.
  var isPlayerList: Bool {
    if case .playerList = self { true } else { false }
  }

  /// Equal when both carry the same view state.
  static func == (lhs: Module, rhs: Module) -> Bool { lhs.identity == rhs.identity }

  /// Hashes the carried view state's identity.
  func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
