import Domain

/// Player Edit (SPEC §3.4) as one state value and a reducer: the value being edited and Done's
/// rule; saving is an effect, and a saved player is a delegate action the root pops on.
struct PlayerEditFeature: Reducer {
  /// What Player Edit shows.
  struct State: Equatable, Sendable {
    /// Never changed here: a failed update must leave the original player as it was.
    let player: Player
    let field: PlayerField
    let originalValue: String
    /// The text field's content.
    var text: String
    var selectedOptionIndex: Int?
    var isLoading = false
    var alert: AlertState<Never>?

    /// Editing `field` of `player`, starting from its current value.
    init(player: Player, field: PlayerField) {
      self.player = player
      self.field = field
      originalValue = field.value(of: player)
      text = originalValue
      selectedOptionIndex = field.selectedOptionIndex(for: player)
    }

    /// The value Done would save: the typed text, or the chosen raw option (`""` while none is).
    var newValue: String {
      guard field.isSelection else { return text }
      guard let index = selectedOptionIndex, let options = field.options,
        options.indices.contains(index)
      else { return "" }
      return options[index]
    }

    /// Whether Done is enabled.
    var canSave: Bool { field.canSave(newValue, original: originalValue) }
  }

  /// What happens on Player Edit.
  enum Action: Equatable, Sendable {
    case textChanged(String)
    case optionTapped(Int)
    case doneTapped
    case updateResponse(Result<Player, ServiceError>)
    /// The error alert's OK: it has no action of its own.
    case alert(PresentationAction<Never>)
    case delegate(Delegate)

    /// What the root must know.
    enum Delegate: Equatable, Sendable {
      /// The server accepted the edit; `player` holds the new values.
      case playerUpdated(Player)
    }
  }

  /// Saves the edited player.
  @Dependency(\.playerService) var playerService

  var body: some ReducerOf<Self> {
    Reduce { state, action in core(into: &state, action: action) }
      .ifLet(\.alert, action: Action.alert)
  }

  /// The screen's own logic; `body` adds the alert's dismissal.
  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .textChanged(let text):
      state.text = text
      return .none
    case .optionTapped(let index):
      guard state.field.optionTitles.indices.contains(index) else { return .none }
      state.selectedOptionIndex = index
      return .none
    case .doneTapped:
      guard state.canSave else { return .none }
      let updated = state.field.applying(state.newValue, to: state.player)
      state.isLoading = true
      return .service(
        { [playerService] () async throws(ServiceError) in
          try await playerService.update(updated)
          return updated
        }, then: Action.updateResponse)
    case .updateResponse(.success(let player)):
      state.isLoading = false
      return .send(.delegate(.playerUpdated(player)))
    case .updateResponse(.failure):
      state.isLoading = false
      state.alert = .error(
        title: PlayerEditTexts.updateErrorTitle, message: PlayerEditTexts.updateErrorMessage)
      return .none
    case .alert:
      return .none
    case .delegate:
      return .none
    }
  }
}
