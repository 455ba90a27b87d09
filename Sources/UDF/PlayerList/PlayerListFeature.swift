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
    /// Where loading the players (or deleting one) stands.
    var loading = Loading.notStarted
    var alert: AlertState<Alert>?

    /// False while the players load: the list ignores input then (SPEC §3.2).
    var isInteractionEnabled: Bool { loading != .loading && loading != .reloading }

    /// Whether the loading overlay covers the list: while a delete runs.
    var isLoading: Bool { loading == .deleting }

    /// Whether the server said there are no players (or the last one was deleted).
    var isEmptyViewShown: Bool {
      players.isEmpty && [.loaded, .reloading, .deleting].contains(loading)
    }

    /// The title and both buttons.
    var controls: PlayerListControls {
      PlayerListControls(isSelecting: isSelecting, selection: selection, players: players)
    }

    /// The checkbox of `player`'s row: none in list mode.
    func isChecked(_ player: Player) -> Bool? {
      isSelecting ? selection.contains(player) : nil
    }
  }

  /// Where loading the players stands: one value, so no two flags can disagree.
  enum Loading: Equatable, Sendable {
    /// The list has not appeared yet.
    case notStarted
    /// A load with no answer to show yet: the first one, or Retry's.
    case loading
    /// A load after Player Add created a player; the last answer stays shown meanwhile.
    case reloading
    /// The players are a load's answer.
    case loaded
    /// No load has answered: the error alert said so.
    case failed
    /// A delete runs behind the overlay.
    case deleting
  }

  /// What happens on the Player List.
  enum Action: Equatable, Sendable {
    /// The list appeared; the first time, it loads the players.
    case appeared
    case playersResponse(Result<[Player], ServiceError>)
    case retryTapped
    case selectTapped
    case actionTapped
    case playerTapped(Player.ID)
    case deleteSwiped(Player.ID)
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
  @Dependency(\.playerService) var playerService

  var body: some ReducerOf<Self> {
    Reduce { state, action in core(into: &state, action: action) }
      .ifLet(\.alert, action: Action.alert)
  }

  /// The screen's own logic; `body` adds the alert's dismissal.
  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appeared:
      // Coming back from a pushed screen must not reload: results arrive as actions.
      guard state.loading == .notStarted else { return .none }
      return load(&state)
    case .playersResponse(let result):
      return playersLoaded(result, state: &state)
    case .retryTapped:
      return load(&state)
    case .selectTapped:
      return selectTapped(&state)
    case .actionTapped:
      return actionTapped(state)
    case .playerTapped(let id):
      return playerTapped(id, state: &state)
    case .alert(.presented(.deleteConfirmed(let player))):
      return delete(player, state: &state)
    case .alert:
      return .none
    case .deleteSwiped, .deleteResponse:
      return reduceDeletion(into: &state, action: action)
    case .playerCreated:
      return load(&state, keepingAnswer: true)
    case .gatherEnded:
      return gatherEnded(&state)
    case .delegate:
      return .none
    }
  }

  /// Loads the players without an overlay; input is off until the answer is back.
  ///
  /// Only Player Add's reload keeps the last answer (and the empty view) shown meanwhile.
  private func load(_ state: inout State, keepingAnswer: Bool = false) -> Effect<Action> {
    state.loading = keepingAnswer && state.loading == .loaded ? .reloading : .loading
    return .service(
      { [playerService] () async throws(ServiceError) in try await playerService.players() },
      then: Action.playersResponse)
  }

  private func playersLoaded(_ result: Result<[Player], ServiceError>, state: inout State)
    -> Effect<Action>
  {
    switch result {
    case .success(let players):
      state.players = players
      state.loading = .loaded
    case .failure(let error):
      // The rows already shown stay: a failed refresh is no reason to empty the screen.
      state.loading = state.loading == .reloading ? .loaded : .failed
      state.alert = Self.errorAlert(error)
    }
    return .none
  }

  static func errorAlert(_ error: ServiceError) -> AlertState<Alert> {
    .error(title: PlayerListTexts.errorTitle, message: error.message)
  }
}
