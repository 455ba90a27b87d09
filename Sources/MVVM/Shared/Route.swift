/// A screen the MVVM app shows above Login, carrying the view model built for it.
///
/// The view model that leads somewhere builds the next view model and hands it over as a route;
/// each UI maps the route to its screen. Two routes are equal when they carry the same view
/// model, so a route can stand in a navigation path.
enum Route: Hashable {
  /// The Player List.
  case playerList(PlayerListViewModel)
  /// Player Detail of one player.
  case playerDetail(PlayerDetailViewModel)
  /// Player Edit of one field.
  case playerEdit(PlayerEditViewModel)
  /// Player Add.
  case playerAdd(PlayerAddViewModel)
  /// Confirm Players.
  case confirmPlayers(ConfirmPlayersViewModel)
  /// Gather.
  case gather(GatherViewModel)

  /// The identity of the view model the route carries.
  var id: ObjectIdentifier {
    switch self {
    case .playerList(let viewModel): ObjectIdentifier(viewModel)
    case .playerDetail(let viewModel): ObjectIdentifier(viewModel)
    case .playerEdit(let viewModel): ObjectIdentifier(viewModel)
    case .playerAdd(let viewModel): ObjectIdentifier(viewModel)
    case .confirmPlayers(let viewModel): ObjectIdentifier(viewModel)
    case .gather(let viewModel): ObjectIdentifier(viewModel)
    }
  }

  /// Equal when both carry the same view model.
  static func == (lhs: Route, rhs: Route) -> Bool { lhs.id == rhs.id }

  /// Hashes the view model's identity.
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
