import Domain

/// Player List (SPEC §3.2) as one state value and a reducer: the players, the mode, the
/// selection and the pending deletion; loading and deleting are effects, and leaving for another
/// screen is a delegate action the root turns into a push.
///
/// The reducer's switch is here; modes and selection are in `+Selection`, deleting in `+Delete`.
struct PlayerListFeature: Reducer {
  /// What the Player List shows.
  struct State: Equatable, Sendable {
    /// The players in server order.
    var players: [Player] = []
    var isSelecting = false
    /// The ticked players, by id.
    var selection = PlayerSelection()
    /// The player whose swipe-to-delete awaits confirmation, by value so a reload cannot shift it.
    var pendingDeletion: Player?
    var hasAppeared = false
    /// False while the players load: the list ignores input then (SPEC §3.2).
    var isInteractionEnabled = true
    var isEmptyViewShown = false
    var isLoading = false
    var alert: AlertState<Action>?

    /// The title and both buttons.
    var controls: PlayerListControls {
      PlayerListControls(isSelecting: isSelecting, selection: selection, players: players)
    }

    /// The checkbox of `player`'s row: none in list mode.
    func isChecked(_ player: Player) -> Bool? {
      isSelecting ? selection.contains(player) : nil
    }

    /// Equal when every field is, the players' contents included (`Player ==` compares ids).
    static func == (lhs: State, rhs: State) -> Bool {
      lhs.players.hasSameContents(as: rhs.players) && lhs.isSelecting == rhs.isSelecting
        && lhs.selection == rhs.selection
        && lhs.pendingDeletion == rhs.pendingDeletion
        && lhs.hasAppeared == rhs.hasAppeared
        && lhs.isInteractionEnabled == rhs.isInteractionEnabled
        && lhs.isEmptyViewShown == rhs.isEmptyViewShown && lhs.isLoading == rhs.isLoading
        && lhs.alert == rhs.alert
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
    case deleteConfirmed
    case deleteCancelled
    case deleteResponse(Result<Player, ServiceError>)
    case alertDismissed
    /// Player Detail saved `player` (through the root).
    case playerUpdated(Player)
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
      state.isEmptyViewShown = false
      return load(&state)
    case .selectTapped:
      return selectTapped(&state)
    case .actionTapped:
      return actionTapped(state)
    case .rowTapped(let index):
      return rowTapped(index, state: &state)
    case .deleteSwiped, .deleteConfirmed, .deleteCancelled, .deleteResponse:
      return reduceDeletion(into: &state, action: action)
    case .alertDismissed:
      state.alert = nil
      return .none
    case .playerUpdated(let player):
      // Players are equal by id, so this finds the edited player's old row.
      if let index = state.players.firstIndex(of: player) { state.players[index] = player }
      return .none
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
    state.isInteractionEnabled = false
    return .service(
      { [playerService] () async throws(ServiceError) in try await playerService.players() },
      then: Action.playersResponse)
  }

  private func playersLoaded(_ result: Result<[Player], ServiceError>, state: inout State)
    -> Effect<Action>
  {
    state.isInteractionEnabled = true
    switch result {
    case .success(let players):
      state.players = players
      state.isEmptyViewShown = players.isEmpty
    case .failure(let error):
      // The rows already shown stay: a failed refresh is no reason to empty the screen.
      state.alert = Self.errorAlert(error)
    }
    return .none
  }

  static func errorAlert(_ error: ServiceError) -> AlertState<Action> {
    .error(title: PlayerListTexts.errorTitle, message: error.message, dismiss: .alertDismissed)
  }
}
