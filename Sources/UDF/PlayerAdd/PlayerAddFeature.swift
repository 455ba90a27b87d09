import Domain

/// Player Add (SPEC §3.5) as one state value and a reducer: the name; creating is an effect, and
/// a created player is a delegate action the root pops on and passes to the list.
struct PlayerAddFeature: Reducer {
  /// What Player Add shows.
  struct State: Equatable, Sendable {
    var name = ""
    var isLoading = false
    var alert: AlertState<Never>?

    /// Whether Done is enabled: a name is needed.
    var canSave: Bool { !name.isEmpty }
  }

  /// What happens on Player Add.
  enum Action: Equatable, Sendable {
    case nameChanged(String)
    case doneTapped
    case createResponse(Result<String, ServiceError>)
    /// The error alert's OK: it has no action of its own.
    case alert(PresentationAction<Never>)
    case delegate(Delegate)

    /// What the root must know.
    enum Delegate: Equatable, Sendable {
      /// A player was created: pop, and let the list load again.
      case playerCreated
    }
  }

  /// Creates the player.
  @Dependency(\.playerService) var playerService

  var body: some ReducerOf<Self> {
    Reduce { state, action in core(into: &state, action: action) }
      .ifLet(\.alert, action: Action.alert)
  }

  /// The screen's own logic; `body` adds the alert's dismissal.
  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nameChanged(let name):
      state.name = name
      return .none
    case .doneTapped:
      // Done is disabled for an empty name; the guard keeps a stray tap from creating one.
      guard state.canSave else { return .none }
      state.isLoading = true
      let name = state.name
      return .service(
        { [playerService] () async throws(ServiceError) in
          // Only the name: the other fields are set later on Player Detail (SPEC §3.5).
          try await playerService.create(PlayerCreate(name: name))
          return name
        }, then: Action.createResponse)
    case .createResponse(.success):
      state.isLoading = false
      return .send(.delegate(.playerCreated))
    case .createResponse(.failure):
      state.isLoading = false
      // A fixed text rather than the error's own, as every original shows it.
      state.alert = .error(
        title: PlayerAddTexts.errorTitle, message: PlayerAddTexts.errorMessage)
      return .none
    case .alert:
      return .none
    case .delegate:
      return .none
    }
  }
}
