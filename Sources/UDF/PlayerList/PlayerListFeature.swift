import Domain

/// Player List (SPEC §3.2) as one state value and a reducer: the players, the mode and the
/// selection; loading and deleting are effects, and leaving for another screen is a delegate
/// action the root turns into a push.
///
/// The reducer's switch is here; modes and selection are in `+Selection`, deleting in `+Delete`.
struct PlayerListFeature: Reducer {
  /// What the Player List shows.
  struct State: Equatable, Sendable {
    /// The players in server order.
    @ComparedByContents var players: [Player] = []
    var isSelecting = false
    /// The ticked players, by id.
    var selection = PlayerSelection()
    var hasAppeared = false
    /// Whether a load of the players is in flight.
    var isLoadingPlayers = false
    /// Whether the players are a load's answer: Retry sets it aside until the next one.
    var hasLoadedPlayers = false
    var isLoading = false
    var alert: AlertState<Alert>?

    /// False while the players load: the list ignores input then (SPEC §3.2).
    var isInteractionEnabled: Bool { !isLoadingPlayers }

    /// Whether the server said there are no players (or the last one was deleted).
    var isEmptyViewShown: Bool { hasLoadedPlayers && players.isEmpty }

    /// The title and both buttons.
    var controls: PlayerListControls {
      PlayerListControls(isSelecting: isSelecting, selection: selection, players: players)
    }

    /// The checkbox of `player`'s row: none in list mode.
    func isChecked(_ player: Player) -> Bool? {
      isSelecting ? selection.contains(player) : nil
    }
  }

  /// What happens on the Player List.
  enum Action: Equatable, Sendable {
    case viewWillAppear
    case playersResponse(Result<[Player], ServiceError>)
    case retryTapped
    case selectTapped
    case actionTapped
    case rowTapped(Int)
    case deleteSwiped(Int)
    case deleteResponse(Result<Player, ServiceError>)
    case alert(PresentationAction<Alert>)
    /// Player Add created a player (through the root): load again.
    case playerCreated
    /// Gather ended (through the root): back to list mode.
    case gatherEnded
    case delegate(Delegate)

    /// Where the root must take the user.
    enum Delegate: Equatable, Sendable {
      case showPlayerDetail(Player)
      case showPlayerAdd
      case showConfirmPlayers([Player])
    }
  }

  /// What the alerts' buttons send.
  enum Alert: Equatable, Sendable {
    /// Delete confirmed for `player`, the one swiped.
    case deleteConfirmed(Player)
  }

  /// Loads and deletes the players.
  let playerService: any PlayerService

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .viewWillAppear:
      // Coming back from a pushed screen must not reload: results arrive as actions.
      guard !state.hasAppeared else { return .none }
      state.hasAppeared = true
      return load(&state)
    case .playersResponse(let result):
      return playersLoaded(result, state: &state)
    case .retryTapped:
      state.hasLoadedPlayers = false
      return load(&state)
    case .selectTapped:
      return selectTapped(&state)
    case .actionTapped:
      return actionTapped(state)
    case .rowTapped(let index):
      return rowTapped(index, state: &state)
    case .alert(let alertAction):
      // Whichever button was tapped, the alert is gone.
      state.alert = nil
      guard case .presented(.deleteConfirmed(let player)) = alertAction else { return .none }
      return delete(player, state: &state)
    case .deleteSwiped, .deleteResponse:
      return reduceDeletion(into: &state, action: action)
    case .playerCreated:
      return load(&state)
    case .gatherEnded:
      return gatherEnded(&state)
    case .delegate:
      return .none
    }
  }

  /// Loads the players without an overlay; input is off until the answer is back.
  private func load(_ state: inout State) -> Effect<Action> {
    state.isLoadingPlayers = true
    return .service(
      { [playerService] () async throws(ServiceError) in try await playerService.players() },
      then: Action.playersResponse)
  }

  private func playersLoaded(_ result: Result<[Player], ServiceError>, state: inout State)
    -> Effect<Action>
  {
    state.isLoadingPlayers = false
    switch result {
    case .success(let players):
      state.players = players
      state.hasLoadedPlayers = true
    case .failure(let error):
      // The rows already shown stay: a failed refresh is no reason to empty the screen.
      state.alert = Self.errorAlert(error)
    }
    return .none
  }

  static func errorAlert(_ error: ServiceError) -> AlertState<Alert> {
    .error(title: PlayerListTexts.errorTitle, message: error.message)
  }
}
