import Domain

/// The screens that can be pushed, as one feature: its state and actions are the screens'.
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

  let playerList: PlayerListFeature
  let playerDetail = PlayerDetailFeature()
  let playerEdit: PlayerEditFeature
  let playerAdd: PlayerAddFeature
  let confirmPlayers: ConfirmPlayersFeature
  let gather: GatherFeature

  /// The screens over `environment`'s services and clock.
  init(environment: AppEnvironment) {
    playerList = PlayerListFeature(playerService: environment.players)
    playerEdit = PlayerEditFeature(playerService: environment.players)
    playerAdd = PlayerAddFeature(playerService: environment.players)
    confirmPlayers = ConfirmPlayersFeature(gatherService: environment.gathers)
    gather = GatherFeature(gatherService: environment.gathers, clock: environment.clock)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch (state, action) {
    case (.playerList(var screen), .playerList(let action)):
      defer { state = .playerList(screen) }
      return playerList.reduce(into: &screen, action: action).map(Action.playerList)
    case (.playerDetail(var screen), .playerDetail(let action)):
      defer { state = .playerDetail(screen) }
      return playerDetail.reduce(into: &screen, action: action).map(Action.playerDetail)
    case (.playerEdit(var screen), .playerEdit(let action)):
      defer { state = .playerEdit(screen) }
      return playerEdit.reduce(into: &screen, action: action).map(Action.playerEdit)
    case (.playerAdd(var screen), .playerAdd(let action)):
      defer { state = .playerAdd(screen) }
      return playerAdd.reduce(into: &screen, action: action).map(Action.playerAdd)
    case (.confirmPlayers(var screen), .confirmPlayers(let action)):
      defer { state = .confirmPlayers(screen) }
      return confirmPlayers.reduce(into: &screen, action: action).map(Action.confirmPlayers)
    case (.gather(var screen), .gather(let action)):
      defer { state = .gather(screen) }
      return gather.reduce(into: &screen, action: action).map(Action.gather)
    default:
      RuntimeIssue.report("\(action) was sent to a screen of another kind: \(state)")
      return .none
    }
  }
}
