import Domain

/// An `AppEnvironment` made of fakes, in-memory stores and a manual clock, with each part reachable.
@MainActor
package struct TestEnvironment {
  package let auth: AuthServiceFake
  package let players: PlayerServiceFake
  package let gathers: GatherServiceFake
  package let keychain: InMemoryKeyValueStore
  package let defaults: InMemoryKeyValueStore
  package let clock: ManualClock

  /// Creates fakes holding `players` and knowing `users` (username → password).
  package init(players: [Player] = [], users: [String: String] = ["demo": "secret"]) {
    keychain = InMemoryKeyValueStore()
    defaults = InMemoryKeyValueStore()
    auth = AuthServiceFake(users: users, credentials: CredentialStore(storage: keychain))
    self.players = PlayerServiceFake(players: players)
    gathers = GatherServiceFake()
    clock = ManualClock()
  }

  /// The credential store over `keychain`.
  package var credentials: CredentialStore { CredentialStore(storage: keychain) }

  /// The settings store over `defaults`.
  package var settings: SettingsStore { SettingsStore(storage: defaults) }

  /// Makes the player and gather fakes answer `unauthorized` until a login stores a token,
  /// like the real services; without this call they answer whether or not anyone signed in.
  package func requireSignIn() {
    players.control.requireToken(from: credentials)
    gathers.control.requireToken(from: credentials)
  }

  /// The environment to hand to a pattern.
  package var environment: AppEnvironment {
    AppEnvironment(
      auth: auth, players: players, gathers: gathers, credentials: credentials,
      settings: settings, clock: clock)
  }
}
