/// A screen of the declarative MVP-C app above Login: the view state its coordinator assembled,
/// which owns its presenter.
///
/// Two destinations are equal when they carry the same view state, so a destination can stand
/// in a navigation path.
enum Destination: Hashable {
  /// The Player List.
  case playerList(PlayerListViewState)
  /// Player Detail of one player.
  case playerDetail(PlayerDetailViewState)
  /// Player Edit of one field.
  case playerEdit(PlayerEditViewState)
  /// Player Add.
  case playerAdd(PlayerAddViewState)
  /// Confirm Players.
  case confirmPlayers(ConfirmPlayersViewState)
  /// Gather.
  case gather(GatherViewState)

  /// The view state the destination carries.
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

  /// The identity of the view state the destination carries.
  var id: ObjectIdentifier { ObjectIdentifier(viewState) }

  /// Equal when both carry the same view state.
  static func == (lhs: Destination, rhs: Destination) -> Bool { lhs.id == rhs.id }

  /// Hashes the view state's identity.
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
