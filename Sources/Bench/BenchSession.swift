@_spi(Hosting) import DeclarativeKit
import Domain
import Foundation
import ViewKit

/// Why a benchmark run stopped: the app did not reach the screen an action leads to.
struct BenchError: Error, CustomStringConvertible {
  let description: String
}

/// One pattern's app on an in-memory backend seeded with players, logged in through the driver
/// and shown on a screen of fixed height, ready for actions to be timed.
@MainActor
final class BenchSession {
  /// The screen's height in lines, a phone's worth of rows.
  static let screenHeight = 40
  /// The PBKDF2 rounds of the benchmark's account: login is not what is measured.
  static let passwordIterations = 1

  let driver: Driver
  private var renderedLines = 0

  private init(driver: Driver) {
    self.driver = driver
  }

  /// Starts `pattern` with `players` players, logged in, on the loaded Player List.
  static func start(_ pattern: BenchPattern, players: Int) async throws -> BenchSession {
    let backend = try LocalBackend(persistence: .memory, passwordIterations: passwordIterations)
    let credentials = Credentials(username: "bench", password: "bench")
    try backend.register(credentials)
    let token = try backend.login(credentials)
    let positions = PlayerPosition.allCases
    for index in 0..<players {
      let player = PlayerCreate(
        name: "Player \(index + 1)", age: 18 + index % 20,
        preferredPosition: positions[index % positions.count])
      _ = try backend.createPlayer(player, token: token)
    }
    let environment = try AppEnvironment.local(
      backend: backend, storeFolder: nil, clock: ManualClock())
    let window = Window(rootViewController: pattern.makeRoot(environment))
    window.height = screenHeight
    let session = BenchSession(driver: Driver(window: window))
    await session.driver.waitUntilIdle()
    try await session.driver.type(credentials.username, into: "login.username")
    try await session.driver.type(credentials.password, into: "login.password")
    try await session.driver.tap("login.loginButton")
    try session.expect(title: PlayerListTexts.title, rows: players)
    return session
  }

  /// Runs `action` once; returns the time it took, the cells the tables built and the view
  /// bodies DeclarativeKit evaluated meanwhile (none in a UIKit-shaped UI).
  func run(_ action: BenchAction) async throws -> (seconds: Double, cells: Int, bodies: Int) {
    try await prepare(action)
    let clock = ContinuousClock()
    let cellsBefore = TableView.cellsRequested
    let bodiesBefore = BodyEvaluations.total
    let start = clock.now
    try await perform(action)
    let elapsed = clock.now - start
    let cells = TableView.cellsRequested - cellsBefore
    let bodies = BodyEvaluations.total - bodiesBefore
    try await restore(action)
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (seconds, cells, bodies)
  }

  private func prepare(_ action: BenchAction) async throws {
    guard action == .confirmPlayers else { return }
    try await driver.tap("playerList.selectButton")
    try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    try await driver.selectRow(IndexPath(row: 1, section: 0), in: "playerList.table")
  }

  private func perform(_ action: BenchAction) async throws {
    switch action {
    case .reloadList:
      try listTable().reloadData()
      await driver.waitUntilIdle()
    case .selectPlayer:
      try await driver.tap("playerList.selectButton")
      try await driver.selectRow(IndexPath(row: 0, section: 0), in: "playerList.table")
    case .confirmPlayers:
      try await driver.tap("playerList.actionButton")
    case .addPlayer:
      try await driver.tap("playerList.actionButton")
      try await driver.type("Newcomer", into: "playerAdd.name")
      try await driver.tap("playerAdd.doneButton")
    case .renderScreen:
      renderedLines += driver.render(width: 60).count
    }
  }

  private func restore(_ action: BenchAction) async throws {
    switch action {
    case .reloadList, .renderScreen, .addPlayer:
      try expect(title: PlayerListTexts.title)
    case .selectPlayer:
      try expect(title: "1 selected")
      try await driver.tap("playerList.selectButton")
      try expect(title: PlayerListTexts.title)
    case .confirmPlayers:
      try expect(title: ConfirmPlayersTexts.title)
      try await driver.goBack()
      try await driver.tap("playerList.selectButton")
      try expect(title: PlayerListTexts.title)
    }
  }

  private func listTable() throws -> TableView {
    guard let table = driver.element("playerList.table") as? TableView else {
      throw BenchError(description: "no Player List table on '\(driver.title ?? "")'")
    }
    return table
  }

  private func expect(title: String, rows: Int? = nil) throws {
    guard driver.title == title, driver.alert == nil else {
      throw BenchError(
        description: "expected '\(title)', the app shows '\(driver.title ?? "")'"
          + (driver.alert.map { " under the alert '\($0.title ?? "")'" } ?? ""))
    }
    if let rows, try listTable().numberOfRows(inSection: 0) != rows {
      throw BenchError(description: "the Player List does not show the \(rows) players seeded")
    }
  }
}
