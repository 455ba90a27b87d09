import Domain

extension DependencyValues {
  /// Loads, creates, updates and deletes the players.
  var playerService: any PlayerService {
    get { self[PlayerServiceKey.self] }
    set { self[PlayerServiceKey.self] = newValue }
  }

  /// Starts and ends gathers.
  var gatherService: any GatherService {
    get { self[GatherServiceKey.self] }
    set { self[GatherServiceKey.self] = newValue }
  }

  /// Domain's sign-in sequence: the auth service and the stores it remembers in.
  var signIn: SignIn {
    get { self[SignInKey.self] }
    set { self[SignInKey.self] = newValue }
  }

  /// What the Gather countdown sleeps on.
  var clock: any TimerClock {
    get { self[ClockKey.self] }
    set { self[ClockKey.self] = newValue }
  }

  /// The live values of `environment`, set at the app's root.
  mutating func use(_ environment: AppEnvironment) {
    playerService = environment.players
    gatherService = environment.gathers
    signIn = SignIn(environment: environment)
    clock = environment.clock
  }
}

// The services' live values need the data the app opens, so the root sets them from its
// environment; until it does, a call is reported and fails, as TCA's `unimplemented`.
private enum PlayerServiceKey: DependencyKey {
  static var liveValue: any PlayerService { Unimplemented() }
}

private enum GatherServiceKey: DependencyKey {
  static var liveValue: any GatherService { Unimplemented() }
}

private enum SignInKey: DependencyKey {
  static var liveValue: SignIn {
    SignIn(
      auth: Unimplemented(), settings: SettingsStore(storage: InMemoryKeyValueStore()),
      credentials: CredentialStore(storage: InMemoryKeyValueStore()))
  }
}

private enum ClockKey: DependencyKey {
  static var liveValue: any TimerClock { SystemTimerClock() }
  static var testValue: any TimerClock { Unimplemented() }
}
