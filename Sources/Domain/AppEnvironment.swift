/// Everything a pattern's screens need from the outside world: services, stores and the clock.
///
/// Each pattern's `App/` entry point takes one of these; the terminal app and the tests build it.
package struct AppEnvironment: Sendable {
  package let auth: any AuthService
  package let players: any PlayerService
  package let gathers: any GatherService
  package let credentials: CredentialStore
  package let settings: SettingsStore
  package let clock: any TimerClock

  /// Bundles the given parts.
  package init(
    auth: any AuthService, players: any PlayerService, gathers: any GatherService,
    credentials: CredentialStore, settings: SettingsStore, clock: any TimerClock
  ) {
    self.auth = auth
    self.players = players
    self.gathers = gathers
    self.credentials = credentials
    self.settings = settings
    self.clock = clock
  }
}
