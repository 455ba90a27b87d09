import Domain

/// Login (SPEC §3.1) as one state value and a reducer: the form, the overlay, the error alert;
/// signing in is an effect, and a success is a delegate action the root turns into a push.
struct LoginFeature: Reducer {
  /// What Login shows.
  struct State: Equatable, Sendable {
    var username: String
    var password = ""
    var remember: Bool
    var isLoading = false
    var alert: AlertState<Never>?

    /// The form as the stores remember it: the switch, and the username when it is on.
    init(preferences: LoginPreferences) {
      username = preferences.username
      remember = preferences.remember
    }
  }

  /// What happens on Login.
  enum Action: Equatable, Sendable {
    case usernameChanged(String)
    case passwordChanged(String)
    case rememberChanged(Bool)
    case loginTapped
    case registerTapped
    case signInResponse(Result<SignIn.Kind, ServiceError>)
    /// The error alert's OK: it has no action of its own.
    case alert(PresentationAction<Never>)
    case delegate(Delegate)

    /// What the root must know.
    enum Delegate: Equatable, Sendable {
      /// Signed in: show the Player List.
      case signedIn
    }
  }

  /// The sign-in sequence, from Domain.
  @Dependency(\.signIn) var signIn

  var body: some ReducerOf<Self> {
    Reduce { state, action in core(into: &state, action: action) }
      .ifLet(\.alert, action: Action.alert)
  }

  /// The screen's own logic; `body` adds the alert's dismissal.
  private func core(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .usernameChanged(let text):
      state.username = text
      return .none
    case .passwordChanged(let text):
      state.password = text
      return .none
    case .rememberChanged(let isOn):
      state.remember = isOn
      return .none
    case .loginTapped:
      return signIn(.login, state: &state)
    case .registerTapped:
      return signIn(.register, state: &state)
    case .signInResponse(.success):
      state.isLoading = false
      return .send(.delegate(.signedIn))
    case .signInResponse(.failure(let error)):
      state.isLoading = false
      state.alert = Self.errorAlert(error)
      return .none
    case .alert:
      return .none
    case .delegate:
      return .none
    }
  }

  private func signIn(_ kind: SignIn.Kind, state: inout State) -> Effect<Action> {
    let typed = Credentials(username: state.username, password: state.password)
    // Checked before the overlay, so an empty field never shows it.
    guard typed.isComplete else {
      state.alert = Self.errorAlert(.missingCredentials)
      return .none
    }
    state.isLoading = true
    let remember = state.remember
    return .service(
      { [signIn] () async throws(ServiceError) in
        try await signIn(kind, typed, remember: remember)
        return kind
      }, then: Action.signInResponse)
  }

  private static func errorAlert(_ error: ServiceError) -> AlertState<Never> {
    .error(title: LoginTexts.errorTitle, message: error.message)
  }
}
