@_spi(Hosting) import DeclarativeKit
import Domain
import TestSupport
import ViewKit

@testable import MV

/// The MV app over TestSupport's fakes, its models at hand: a screen test puts screens on the
/// path, as the app would have, and drives the top one.
@MainActor
final class AppHost {
  /// The fakes, stores and manual clock.
  let env: TestEnvironment
  /// The app's models, as `MVApp.makeRoot` makes them.
  let session: Session
  let squad: Squad
  let match: Match
  let navigator = Navigator()

  /// The models over `env`, shown by nothing yet.
  init(_ env: TestEnvironment = TestEnvironment(players: Player.squad)) {
    self.env = env
    session = Session(environment: env.environment)
    squad = Squad(service: env.players)
    match = Match(service: env.gathers, clock: env.clock)
  }

  /// Shows the app with `path` above Login and waits until the screens have appeared; a path
  /// from the Player List shows the list first, which loads the squad as it does after a
  /// sign-in, then the screens above it.
  func show(_ path: [Navigator.Screen] = []) async -> Driver {
    let driver = showWithoutWaiting(Array(path.prefix(1)))
    await driver.waitUntilIdle()
    guard path.count > 1 else { return driver }
    navigator.path = path
    await driver.waitUntilIdle()
    return driver
  }

  /// Shows the app with `path` above Login; the screens' own tasks (the list's load) may still
  /// run.
  func showWithoutWaiting(_ path: [Navigator.Screen]) -> Driver {
    navigator.path = path
    let root = NavigationHostingController(
      rootView: AppScreen(session: session, squad: squad, match: match, navigator: navigator))
    return Driver(window: Window(rootViewController: root))
  }

  /// Starts a gather of the squad's first three: Ana and Carla on Team A, Bruno on Team B.
  func startGather() async throws {
    var teams = TeamAssignment(bench: Array(Player.squad.prefix(3)))
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamA, index: 0))
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamB, index: 0))
    teams.move(from: .init(section: .bench, index: 0), to: .init(section: .teamA, index: 1))
    try await match.start(with: teams)
  }
}
