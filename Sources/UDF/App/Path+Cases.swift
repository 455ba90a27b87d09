import Domain

extension Path.State {
  /// The screen a Player List delegate action asks for.
  init(_ delegate: PlayerListFeature.Action.Delegate) {
    switch delegate {
    case .showPlayerDetail(let player): self = .playerDetail(.init(player: player))
    case .showPlayerAdd: self = .playerAdd(.init())
    case .showConfirmPlayers(let players): self = .confirmPlayers(.init(players: players))
    }
  }

  /// A saved edit of `player`, set where this screen shows that player: Detail's title and
  /// rows, the List's row (players are equal by id, so this finds the edited player's old row).
  mutating func show(_ player: Player) {
    switch self {
    case .playerDetail(var detail) where detail.player == player:
      detail.player = player
      self = .playerDetail(detail)
    case .playerList(var list):
      guard let index = list.players.firstIndex(of: player) else { return }
      list.players[index] = player
      self = .playerList(list)
    default:
      break
    }
  }

  var isPlayerList: Bool { if case .playerList = self { true } else { false } }
  var isConfirmPlayers: Bool { if case .confirmPlayers = self { true } else { false } }

  var playerList: PlayerListFeature.State? { if case .playerList(let s) = self { s } else { nil } }
  var playerDetail: PlayerDetailFeature.State? {
    if case .playerDetail(let s) = self { s } else { nil }
  }
  var playerEdit: PlayerEditFeature.State? { if case .playerEdit(let s) = self { s } else { nil } }
  var playerAdd: PlayerAddFeature.State? { if case .playerAdd(let s) = self { s } else { nil } }
  var confirmPlayers: ConfirmPlayersFeature.State? {
    if case .confirmPlayers(let s) = self { s } else { nil }
  }
  var gather: GatherFeature.State? { if case .gather(let s) = self { s } else { nil } }
}
