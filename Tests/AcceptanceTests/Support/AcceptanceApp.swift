import Domain
import Foundation
import TestSupport
import ViewKit

/// One pattern's app, started on a `World`, acted on only through the driver.
///
/// Every step — a user action, a refusal, time passing, something done elsewhere, a restart —
/// appends the screen that followed (`render(width: 60)`) to the transcript.
@MainActor
final class AcceptanceApp {
  let architecture: Architecture
  let world: World
  private(set) var driver: Driver
  private(set) var transcript = Transcript()

  private init(architecture: Architecture, world: World) {
    self.architecture = architecture
    self.world = world
    driver = Self.makeDriver(architecture, world)
  }

  /// Starts the app at Login and waits until its first appearance has finished.
  static func launch(_ architecture: Architecture, on world: World) async -> AcceptanceApp {
    let app = AcceptanceApp(architecture: architecture, world: world)
    await app.driver.waitUntilIdle()
    app.record("launch")
    return app
  }

  // MARK: - Acting

  /// Performs `action`; a driver error is recorded, then thrown.
  func perform(_ action: UserAction) async throws {
    do {
      try await action.perform(on: driver, clock: world.clock)
      record(action.description)
    } catch let error as DriverError {
      record("\(action) -> refused: \(error.kindName)")
      throw error
    }
  }

  /// Performs an action the screen is expected to refuse, and returns the refusal (nil if it
  /// went through).
  func attempt(_ action: UserAction) async -> DriverError? {
    do {
      try await perform(action)
      return nil
    } catch {
      return error as? DriverError
    }
  }

  /// Performs `action` while the backend holds `operation` until `inspect` has looked at the
  /// screen mid-call; records the held screen, then the answered one.
  ///
  /// Throws `OperationNotCalled` if the action ends without ever calling `operation`.
  func perform(
    _ action: UserAction, holding operation: LocalBackend.Operation,
    inspect: (AcceptanceApp) throws -> Void
  ) async throws {
    let gate = Gate()
    world.backend.delayNext(operation) { await gate.pass() }
    let (driver, clock) = (driver, world.clock)
    let task = Task { try await action.perform(on: driver, clock: clock) }
    let notCalled = NotCalledFlag()
    // If the action ends without reaching the gate, pass it once ourselves so the wait ends.
    Task {
      _ = await task.result
      guard gate.arrivedCount == 0 else { return }
      notCalled.isSet = true
      gate.open()
      await gate.pass()
    }
    await gate.waitForArrival()
    guard !notCalled.isSet else {
      record("\(action) (never called \(operation))")
      throw OperationNotCalled(action: action, operation: operation)
    }
    record("\(action) (the backend holds \(operation))")
    try inspect(self)
    gate.open()
    try await task.value
    record("the backend answers \(operation)")
  }

  /// Quits the app and starts it again over the same files.
  func relaunch() async throws(ServiceError) {
    try quit()
    try await start()
  }

  /// Quits the app (the token is removed, SPEC §7.4); nothing is on screen until `start()`.
  func quit() throws(ServiceError) {
    try world.quit()
    transcript.append("quit", screen: "(the app is not running)")
  }

  /// Starts the app over the same files.
  ///
  /// If the backend or a store cannot be read, the app does not start: the refusal is recorded
  /// and thrown.
  func start() async throws(ServiceError) {
    do {
      try world.reopen()
    } catch {
      transcript.append("start", screen: normalized("The app stops: \(error.message)"))
      throw error
    }
    driver = Self.makeDriver(architecture, world)
    await driver.waitUntilIdle()
    record("start")
  }

  /// Records something that happened outside the app (another device, time, a damaged file).
  func note(_ event: String) {
    record(event)
  }

  func tap(_ id: String) async throws { try await perform(.tap(id)) }
  func type(_ text: String, into id: String) async throws {
    try await perform(.type(text, into: id))
  }
  func toggle(_ id: String) async throws { try await perform(.toggle(id)) }
  func select(_ path: IndexPath, in table: String) async throws {
    try await perform(.selectRow(path, in: table))
  }
  func swipeDelete(_ path: IndexPath, in table: String) async throws {
    try await perform(.deleteRow(path, in: table))
  }
  func move(_ from: IndexPath, to: IndexPath, in table: String) async throws {
    try await perform(.moveRow(from: from, to: to, in: table))
  }
  func pick(row: Int, component: Int, in picker: String) async throws {
    try await perform(.pick(row: row, component: component, in: picker))
  }
  func stepUp(_ id: String) async throws { try await perform(.stepUp(id)) }
  func stepDown(_ id: String) async throws { try await perform(.stepDown(id)) }
  func answer(_ title: String) async throws { try await perform(.alertAction(title)) }
  func back() async throws { try await perform(.back) }
  func wait(seconds: Int) async throws { try await perform(.wait(seconds: seconds)) }

  // MARK: - Reading

  /// The screen as a user sees it.
  var screen: String { normalized(driver.render(width: 60)) }
  var title: String? { driver.title }
  var alert: AlertSnapshot? { driver.alert }
  var isLoading: Bool { driver.isLoading }
  var controls: [ControlSnapshot] { driver.controls }
  func text(_ id: String) throws -> String { try driver.text(of: id) }
  func isEnabled(_ id: String) throws -> Bool { try driver.isEnabled(id) }
  func isHidden(_ id: String) throws -> Bool { try driver.isHidden(id) }
  func isOn(_ id: String) throws -> Bool { try driver.isOn(id) }
  func shows(_ id: String) -> Bool { driver.element(id).map { !$0.isHiddenInHierarchy } ?? false }

  /// The main texts of a table's rows, per section.
  func rowTexts(_ table: String) throws -> [[String]] {
    try driver.rows(in: table).map { $0.map(\.text) }
  }

  /// The rows of a table's first section, each as its text and detail lines.
  func rowLines(_ table: String) throws -> [[String]] {
    try (driver.rows(in: table).first ?? []).map { row in
      [row.text] + (row.detail.map { $0.components(separatedBy: "\n") } ?? [])
    }
  }

  // MARK: - Private

  private func record(_ action: String) {
    transcript.append(action, screen: screen)
  }

  /// The random name of a temporary folder differs between runs; a path shown on screen is
  /// compared without it.
  private func normalized(_ text: String) -> String {
    guard let folder = world.folder else { return text }
    return text.replacingOccurrences(of: folder.name, with: "<tmp>")
  }

  private static func makeDriver(_ architecture: Architecture, _ world: World) -> Driver {
    Driver(window: Window(rootViewController: architecture.makeRoot(world.environment)))
  }
}

extension AcceptanceApp {
  /// The rows of a table as the driver reads them, first section.
  func rows(_ table: String) throws -> [RowSnapshot] {
    try driver.rows(in: table).first ?? []
  }

  /// The rows of a table that a swipe can delete now; none when the table is not on screen.
  func deletableRows(_ table: String) -> [IndexPath] {
    for control in controls where control.address == table {
      if case .table(_, let deletable, _) = control.kind { return deletable }
    }
    return []
  }
}

/// A held action ended without calling the operation a scenario expected it to call.
struct OperationNotCalled: Error, CustomStringConvertible {
  let action: UserAction
  let operation: LocalBackend.Operation

  var description: String { "\(action) never called the backend's \(operation)" }
}

/// Set when a held action ended without reaching its gate.
@MainActor
private final class NotCalledFlag {
  var isSet = false
}
