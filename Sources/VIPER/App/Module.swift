import Domain

/// A module the declarative VIPER UI shows above Login, as a value: what the module is assembled
/// from, never the module itself, so two routes are equal when they say the same.
enum Module: Hashable {
  /// The Player List.
  case playerList
  /// Player Detail of this player.
  case playerDetail(Player)
  /// Player Edit of one field of this player.
  case playerEdit(Player, PlayerField)
  /// Player Add.
  case playerAdd
  /// Confirm Players with these players on the bench.
  case confirmPlayers([Player])
  /// Gather of this started gather.
  case gather(GatherRoute)

  /// Whether this is the Player List, which Gather's end returns to.
  var isPlayerList: Bool {
    if case .playerList = self { true } else { false }
  }
}

/// Gather's route: the started gather, which is one by its id.
struct GatherRoute: Hashable {
  /// The gather and who plays for which team.
  let model: GatherModel

  /// Hashes the gather's id.
  func hash(into hasher: inout Hasher) { hasher.combine(model.gatherId) }
}
