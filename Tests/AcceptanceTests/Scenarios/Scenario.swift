import Testing

/// One user story from SPEC §3, §6 and §7, acted out through the driver on any architecture.
///
/// The body checks what the user should see as it goes; every step lands in the transcript
/// that the parity test compares across architectures.
struct Scenario: Sendable, CustomTestStringConvertible {
  /// What the backend holds and where, before the app starts.
  struct Setup: Sendable {
    var account: World.Account = .demo(players: World.squad)
    var storage: World.Storage = .memory
  }

  /// The story's name, in the `given…_when…_then…` form of every test name.
  let name: String
  let setup: Setup
  let body: @MainActor @Sendable (AcceptanceApp) async throws -> Void

  init(
    _ name: String, _ setup: Setup = Setup(),
    body: @escaping @MainActor @Sendable (AcceptanceApp) async throws -> Void
  ) {
    self.name = name
    self.setup = setup
    self.body = body
  }

  var testDescription: String { name }

  /// Every scenario, screen by screen.
  static let all: [Scenario] =
    login + playerList + playerDetail + playerAdd + confirmPlayers + gather + failures

  /// Plays the story on a fresh world and returns its transcript.
  ///
  /// An action that throws ends the story: the failure is recorded with the architecture, the
  /// error and the last screens, and the transcript so far is returned for the parity check.
  @MainActor
  func play(on architecture: Architecture) async throws -> Transcript {
    let world = try World(account: setup.account, storage: setup.storage)
    defer { world.tearDown() }
    let app = await AcceptanceApp.launch(architecture, on: world)
    do {
      try await body(app)
    } catch {
      Issue.record(
        Comment(
          rawValue: "\(name) on \(architecture.name) stopped: \(error)\nLast screens:\n"
            + app.transcript.tail(2)))
    }
    return app.transcript
  }
}

extension Scenario.Setup {
  /// `demo` without any players.
  static let noPlayers = Scenario.Setup(account: .demo(players: []))
  /// No account at all.
  static let noAccount = Scenario.Setup(account: .none)
  /// The demo squad on files, for stories that quit and start again.
  static let squadOnFiles = Scenario.Setup(storage: .files)
  /// No account, on files.
  static let noAccountOnFiles = Scenario.Setup(account: .none, storage: .files)
}
