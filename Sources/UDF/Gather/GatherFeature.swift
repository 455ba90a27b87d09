import Domain

/// Gather (SPEC §3.7) as one state value and a reducer: the scores, the countdown and whether the
/// time picker is open; the ticks and the end are effects, and an ended gather is a delegate
/// action the root pops on.
struct GatherFeature: Reducer {
  /// What Gather shows.
  struct State: Equatable, Sendable {
    let model: GatherModel
    /// The goals of each team that plays; a team not in it has none yet.
    var scores: [TeamSection: Int] = [:]
    /// The time left and whether it runs, by Domain's rules.
    var countdown = GatherCountdown()
    /// The time the picker's wheels are on while its panel is open; nil while it is closed.
    ///
    /// It opens on the time left; both UIs send the wheels' turns, so Done reads it here.
    var pickerTime: GatherTime?
    var isLoading = false
    var alert: AlertState<Alert>?

    /// The gather `model` at 0–0, with ten minutes to play.
    init(model: GatherModel) {
      self.model = model
    }

    /// The goals of `team`.
    func score(of team: TeamSection) -> Int { scores[team, default: 0] }

    /// The teams that play, as the table shows them; the bench does not play.
    var sections: [TeamTableSection] {
      TeamSection.allCases.filter(\.plays).map {
        TeamTableSection(team: $0, players: model.players(in: $0))
      }
    }
  }

  /// What happens on Gather.
  enum Action: Equatable, Sendable {
    /// A team's score was set to a number of goals.
    case scoreChanged(team: TeamSection, to: Int)
    case actionTapped
    case cancelTapped
    case timerTicked
    case setTapped
    case pickerCancelTapped
    /// The picker's wheels turned to a time.
    case pickerChanged(GatherTime)
    /// The picker's Done: the countdown takes the time its wheels are on, `pickerTime`.
    case pickerDoneTapped
    case endTapped
    case endResponse(Result<GatherResult, ServiceError>)
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)

    /// What the root must know.
    enum Delegate: Equatable, Sendable {
      /// The gather was ended on the server: back to the Player List.
      case gatherEnded
    }
  }

  /// What the alerts' buttons send.
  enum Alert: Equatable, Sendable {
    /// Yes on the end confirmation.
    case endConfirmed
  }

  /// Ends the gather.
  @Dependency(\.gatherService) var gatherService
  /// What the countdown sleeps on.
  @Dependency(\.clock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in core(into: &state, action: action) }
      .ifLet(\.alert, action: Action.alert)
  }

  /// The screen's own logic; `body` adds the alert's dismissal.
  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .scoreChanged(let team, let goals):
      guard team.plays, GatherResult.scoreRange.contains(goals) else { return .none }
      state.scores[team] = goals
      return .none
    case .actionTapped, .cancelTapped, .timerTicked, .setTapped, .pickerCancelTapped,
      .pickerChanged, .pickerDoneTapped:
      return reduceTimer(into: &state, action: action)
    case .endTapped:
      state.alert = AlertState(
        message: AlertMessage(
          title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage),
        buttons: [
          .init(title: GatherTexts.endConfirmButton, role: .default, action: .endConfirmed),
          .init(title: GatherTexts.endCancelButton, role: .cancel),
        ])
      return .none
    case .alert(.presented(.endConfirmed)):
      return end(&state)
    case .alert:
      return .none
    case .endResponse(.success):
      state.isLoading = false
      state.countdown.stop()
      return .merge(.cancel(id: TimerID()), .send(.delegate(.gatherEnded)))
    case .endResponse(.failure):
      // Scores and timer are left as they are, so the user can try again.
      state.isLoading = false
      state.alert = .error(title: GatherTexts.endErrorTitle, message: GatherTexts.endErrorMessage)
      return .none
    case .delegate:
      return .none
    }
  }

  /// Sends the result behind the overlay.
  private func end(_ state: inout State) -> Effect<Action> {
    state.isLoading = true
    let result = GatherResult(teamA: state.score(of: .teamA), teamB: state.score(of: .teamB))
    let id = state.model.gatherId
    return .service(
      { [gatherService] () async throws(ServiceError) in
        try await gatherService.endGather(id: id, result: result)
        return result
      }, then: Action.endResponse)
  }
}
