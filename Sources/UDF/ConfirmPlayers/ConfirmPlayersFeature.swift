import Domain

/// Confirm Players (SPEC §3.6) as one state value and a reducer: the bench and the teams;
/// starting the gather is an effect, and a started gather is a delegate action the root pushes on.
struct ConfirmPlayersFeature: Reducer {
  /// What Confirm Players shows.
  struct State: Equatable, Sendable {
    var teams: TeamAssignment
    var isLoading = false
    var alert: AlertState<Never>?

    /// Every one of `players` on the bench, in the order given.
    init(players: [Player]) {
      teams = TeamAssignment(bench: players)
    }

    /// Bench, Team A and Team B, as the table shows them.
    var sections: [TeamTableSection] { [TeamTableSection](teams) }
  }

  /// What happens on Confirm Players.
  enum Action: Equatable, Sendable {
    case rowMoved(from: TeamAssignment.Slot, to: TeamAssignment.Slot)
    case startTapped
    case startResponse(Result<GatherModel, ServiceError>)
    /// The error alert's OK: it has no action of its own.
    case alert(PresentationAction<Never>)
    case delegate(Delegate)

    /// What the root must know.
    enum Delegate: Equatable, Sendable {
      /// The gather was created with its players: show Gather.
      case gatherStarted(GatherModel)
    }
  }

  /// Starts the gather.
  @Dependency(\.gatherService) var gatherService

  var body: some ReducerOf<Self> {
    Reduce { state, action in core(into: &state, action: action) }
      .ifLet(\.alert, action: Action.alert)
  }

  /// The screen's own logic; `body` adds the alert's dismissal.
  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rowMoved(let source, let destination):
      state.teams.move(from: source, to: destination)
      return .none
    case .startTapped:
      // The button is disabled then; the guard keeps a stray tap from creating an empty gather.
      guard state.teams.canStartGather else { return .none }
      state.isLoading = true
      let teams = state.teams
      return .service(
        { [gatherService] () async throws(ServiceError) in
          try await gatherService.startGather(with: teams)
        },
        then: Action.startResponse)
    case .startResponse(.success(let model)):
      state.isLoading = false
      return .send(.delegate(.gatherStarted(model)))
    case .startResponse(.failure):
      state.isLoading = false
      state.alert = .error(
        title: ConfirmPlayersTexts.startErrorTitle, message: ConfirmPlayersTexts.startErrorMessage)
      return .none
    case .alert:
      return .none
    case .delegate:
      return .none
    }
  }
}
