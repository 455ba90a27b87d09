import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension AppEnvironment {
  /// The server the original app talks to: a Football Gather server run locally (SPEC §4.1).
  package static let defaultServerURL: URL = {
    guard let url = URL(string: "http://localhost:8080") else {
      preconditionFailure("The default server URL literal is a valid URL")
    }
    return url
  }()

  /// An environment whose services call the Football Gather server at `baseURL` through `session`.
  ///
  /// `HTTPClient.makeSession()` gives a session with the request timeout; the stores and the
  /// clock are the same as for the local backend.
  package static func http(
    baseURL: URL, session: URLSession, credentials: CredentialStore, settings: SettingsStore,
    clock: any TimerClock
  ) -> AppEnvironment {
    let client = HTTPClient(baseURL: baseURL, session: session, credentials: credentials)
    return AppEnvironment(
      auth: HTTPAuthService(client: client, credentials: credentials),
      players: HTTPPlayerService(client: client), gathers: HTTPGatherService(client: client),
      credentials: credentials, settings: settings, clock: clock)
  }
}
