import Domain

/// Gather (SPEC §3.7) as one state value and a reducer: the scores, the countdown and the time
/// picker; the ticks and the end are effects, and an ended gather is a delegate action the root
/// pops on.
struct GatherFeature: Reducer {
  /// What Gather shows.
  struct State: Equatable, Sendable {
    let model: GatherModel
    var teamAScore = 0
    var teamBScore = 0
    /// The time left and whether it runs, by Domain's rules.
    var countdown = GatherCountdown()
    /// The wheels' rows while the picker panel is open; nil while it is closed.
    var picker: PickerRows?
    var isLoading = false
    var alert: AlertState<Action>?

    /// The gather `model` at 0–0, with ten minutes to play.
    init(model: GatherModel) {
      self.model = model
    }

    /// The two teams, as the table shows them; the bench does not play.
    var sections: [TeamTableSection] {
      [.teamA, .teamB].map { TeamTableSection(team: $0, players: model.players(in: $0)) }
    }
  }

  /// The minutes and seconds wheels' rows.
  struct PickerRows: Equatable, Sendable {
    var minutes: Int
    var seconds: Int
  }

  /// What happens on Gather.
  enum Action: Equatable, Sendable {
    case scoreChanged(TeamSection, Double)
    case actionTapped
    case cancelTapped
    case timerTicked
    case setTapped
    case pickerRowSelected(row: Int, component: Int)
    case pickerCancelTapped
    case pickerDoneTapped
    case endTapped
    case endConfirmed
    case endResponse(Result<GatherResult, ServiceError>)
    case alertDismissed
    case delegate(Delegate)

    /// What the root must know.
    enum Delegate: Equatable, Sendable {
      /// The gather was ended on the server: back to the Player List.
      case gatherEnded
    }
  }

  /// Ends the gather.
  let gatherService: any GatherService
  /// What the countdown sleeps on.
  let clock: any TimerClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .scoreChanged(let team, let value):
      guard let goals = GatherResult.goals(fromStepperValue: value) else { return .none }
      if team == .teamA { state.teamAScore = goals }
      if team == .teamB { state.teamBScore = goals }
      return .none
    case .actionTapped, .cancelTapped, .timerTicked, .setTapped, .pickerRowSelected,
      .pickerCancelTapped, .pickerDoneTapped:
      return reduceTimer(into: &state, action: action)
    case .endTapped:
      state.alert = AlertState(
        message: AlertMessage(
          title: GatherTexts.endConfirmationTitle, message: GatherTexts.endConfirmationMessage),
        buttons: [
          .init(title: GatherTexts.endConfirmButton, role: .default, action: .endConfirmed),
          .init(title: GatherTexts.endCancelButton, role: .cancel, action: .alertDismissed),
        ])
      return .none
    case .endConfirmed:
      state.alert = nil
      state.isLoading = true
      let result = GatherResult(teamA: state.teamAScore, teamB: state.teamBScore)
      let id = state.model.gatherId
      return .service(
        { [gatherService] () async throws(ServiceError) in
          try await gatherService.endGather(id: id, result: result)
          return result
        }, then: Action.endResponse)
    case .endResponse(.success):
      state.isLoading = false
      state.countdown.stop()
      return .merge(.cancel(id: TimerID()), .send(.delegate(.gatherEnded)))
    case .endResponse(.failure):
      // Scores and timer are left as they are, so the user can try again.
      state.isLoading = false
      state.alert = .error(
        title: GatherTexts.endErrorTitle, message: GatherTexts.endErrorMessage,
        dismiss: .alertDismissed)
      return .none
    case .alertDismissed:
      state.alert = nil
      return .none
    case .delegate:
      return .none
    }
  }
}
