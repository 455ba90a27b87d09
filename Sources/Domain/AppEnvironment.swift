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
  private let release: @Sendable () -> Void

  /// Bundles the given parts; `release` frees what they hold (a data file's lock) on `close()`.
  package init(
    auth: any AuthService, players: any PlayerService, gathers: any GatherService,
    credentials: CredentialStore, settings: SettingsStore, clock: any TimerClock,
    release: @escaping @Sendable () -> Void = {}
  ) {
    self.auth = auth
    self.players = players
    self.gathers = gathers
    self.credentials = credentials
    self.settings = settings
    self.clock = clock
    self.release = release
  }

  /// Releases the local data file, so that another environment can open it.
  ///
  /// Another environment in this process or another copy of the app may then open the file; this
  /// environment's services throw `storage` with `closed`. Closing twice is harmless.
  package func close() {
    release()
  }
}
