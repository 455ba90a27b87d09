import Domain

/// The screens that can be pushed, as one feature: its state and actions are the screens', each
/// screen's reducer scoped to its case, as SyncUps' `Path`.
struct Path: Reducer {
  /// The state of one pushed screen.
  enum State: Equatable, Sendable {
    case playerList(PlayerListFeature.State)
    case playerDetail(PlayerDetailFeature.State)
    case playerEdit(PlayerEditFeature.State)
    case playerAdd(PlayerAddFeature.State)
    case confirmPlayers(ConfirmPlayersFeature.State)
    case gather(GatherFeature.State)
  }

  /// An action of one pushed screen.
  enum Action: Equatable, Sendable {
    case playerList(PlayerListFeature.Action)
    case playerDetail(PlayerDetailFeature.Action)
    case playerEdit(PlayerEditFeature.Action)
    case playerAdd(PlayerAddFeature.Action)
    case confirmPlayers(ConfirmPlayersFeature.Action)
    case gather(GatherFeature.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: .case(State.playerList), action: Action.playerList) { PlayerListFeature() }
    Scope(state: .case(State.playerDetail), action: Action.playerDetail) { PlayerDetailFeature() }
    Scope(state: .case(State.playerEdit), action: Action.playerEdit) { PlayerEditFeature() }
    Scope(state: .case(State.playerAdd), action: Action.playerAdd) { PlayerAddFeature() }
    Scope(state: .case(State.confirmPlayers), action: Action.confirmPlayers) {
      ConfirmPlayersFeature()
    }
    Scope(state: .case(State.gather), action: Action.gather) { GatherFeature() }
  }
}
