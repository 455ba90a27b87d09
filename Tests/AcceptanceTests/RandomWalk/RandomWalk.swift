import Domain
import Foundation
import TestSupport
import ViewKit

/// A seeded walk through the app: each next action is drawn from what is on screen now.
///
/// Every step lists `Driver.controls` and picks one of them (or lets time pass), so the same
/// seed makes the same choices on every architecture for as long as their screens agree. The
/// walk stops at the first driver error that is not a plain refusal (disabled, covered, input
/// off), and whenever the Player List is on top it must show exactly what the backend holds.
@MainActor
struct RandomWalk {
  /// What one walk left behind.
  struct Outcome {
    var transcript: Transcript
    /// What went wrong, if anything; the walk stops at the first problem.
    var problem: String?
  }

  /// Texts typed into fields: the demo credentials often enough to get in, and a few others
  /// (empty, a number, a non-number) to register, rename and age players.
  static let words = ["demo", "demo", "demo", "", "a", "Bo", "12", "x9", "Zé"]
  /// How far the clock may move in one step, in seconds.
  static let waits = [1, 1, 2, 5, 30, 120]

  let seed: UInt64
  let steps: Int

  /// Walks on a fresh world: the demo squad in memory, `demo` remembered on Login.
  func run(on architecture: Architecture) async throws -> Outcome {
    let world = try World(account: .demo(players: World.squad), storage: .memory)
    defer { world.tearDown() }
    try world.environment.credentials.saveUsername(World.demo.username)
    let app = await AcceptanceApp.launch(architecture, on: world)
    var generator = SeededGenerator(seed: seed)
    for _ in 1...steps {
      let action = Self.nextAction(from: app.controls, using: &generator)
      // Step numbers are the transcript's, where step 1 is the launch.
      let step = app.transcript.steps.count + 1
      if let error = await app.attempt(action), !error.isRefusal {
        return Outcome(transcript: app.transcript, problem: "at step \(step), \(action): \(error)")
      }
      if let mismatch = try listMismatch(in: app) {
        return Outcome(transcript: app.transcript, problem: "at step \(step): \(mismatch)")
      }
    }
    do {
      try await settleOnPlayerList(app)
    } catch {
      return Outcome(transcript: app.transcript, problem: "while going to the list: \(error)")
    }
    let mismatch =
      try listMismatch(in: app) ?? (app.has("playerList.table") ? nil : "not on the list")
    return Outcome(transcript: app.transcript, problem: mismatch.map { "at the end: \($0)" })
  }

  // MARK: - Choosing

  /// Draws the next action: a control, weighted by kind, or time passing.
  static func nextAction(
    from controls: [ControlSnapshot], using generator: inout SeededGenerator
  ) -> UserAction {
    let weights = controls.map(weight) + [2]
    var ticket = generator.index(below: weights.reduce(0, +))
    for (index, weight) in weights.enumerated() {
      guard ticket >= weight else {
        return index < controls.count
          ? action(for: controls[index], using: &generator)
          : .wait(seconds: generator.element(of: waits))
      }
      ticket -= weight
    }
    return .wait(seconds: 1)
  }

  /// Going back and disabled controls are drawn less often, so a walk gets deep into the app
  /// yet still meets refusals; alerts are answered soon.
  private static func weight(_ control: ControlSnapshot) -> Int {
    switch control.kind {
    case .back: 1
    case .alertAction: 8
    default: control.isEnabled ? 8 : 1
    }
  }

  private static func action(
    for control: ControlSnapshot, using generator: inout SeededGenerator
  ) -> UserAction {
    let id = control.address
    switch control.kind {
    case .back: return .back
    case .barButton, .button: return .tap(id)
    case .alertAction: return .alertAction(id)
    case .textField: return .type(generator.element(of: words), into: id)
    case .toggle: return .toggle(id)
    case .stepper: return generator.index(below: 2) == 0 ? .stepUp(id) : .stepDown(id)
    case .picker(let rows):
      let component = generator.index(below: max(rows.count, 1))
      guard rows.indices.contains(component), rows[component] > 0 else { return .wait(seconds: 1) }
      return .pick(row: generator.index(below: rows[component]), component: component, in: id)
    case .table(let rows, let deletable, let isReordering):
      return tableAction(id, rows: rows, deletable: deletable, reordering: isReordering, &generator)
    }
  }

  private static func tableAction(
    _ id: String, rows: [Int], deletable: [IndexPath], reordering: Bool,
    _ generator: inout SeededGenerator
  ) -> UserAction {
    let paths = rows.indices.flatMap { section in
      (0..<rows[section]).map { IndexPath(row: $0, section: section) }
    }
    // 0 select, 1 delete, 2 move; in reorder mode a move is the likelier gesture.
    var kinds: [Int] = []
    if !paths.isEmpty { kinds.append(0) }
    if !deletable.isEmpty { kinds.append(1) }
    if reordering, !paths.isEmpty { kinds += [2, 2, 2] }
    guard !kinds.isEmpty else { return .wait(seconds: 1) }
    switch generator.element(of: kinds) {
    case 0: return .selectRow(generator.element(of: paths), in: id)
    case 1: return .deleteRow(generator.element(of: deletable), in: id)
    default:
      let source = generator.element(of: paths)
      let section = generator.index(below: rows.count)
      // Within its own section a row can land on any existing place; elsewhere also at the end.
      let places = rows[section] + (section == source.section ? 0 : 1)
      let destination = IndexPath(row: generator.index(below: places), section: section)
      return .moveRow(from: source, to: destination, in: id)
    }
  }

  // MARK: - Checking

  /// When the Player List is on top and idle, how its rows differ from what the backend holds
  /// for the signed-in user; nil when they agree or the list is not on top.
  private func listMismatch(in app: AcceptanceApp) throws -> String? {
    guard app.has("playerList.table"), app.alert == nil, !app.isLoading else { return nil }
    let shown = try app.rowLines("playerList.table")
    let held = try app.world.playersOfSignedInUser().map {
      [$0.name, $0.positionLine, $0.skillLine]
    }
    if shown != held { return "the Player List shows \(shown) but the backend holds \(held)" }
    if app.shows("playerList.emptyView") != held.isEmpty {
      return "the empty view is \(held.isEmpty ? "hidden" : "shown") with \(held.count) players"
    }
    return nil
  }

  /// Answers any alert (Cancel where offered), goes back to the Player List, and logs in as
  /// `demo` if the walk ended on Login.
  private func settleOnPlayerList(_ app: AcceptanceApp) async throws {
    for _ in 0..<20 {
      if let alert = app.alert {
        try await app.answer(alert.actions.contains("Cancel") ? "Cancel" : alert.actions[0])
      } else if app.has("playerList.table") {
        return
      } else if app.controls.first?.kind == .back {
        try await app.back()
      } else if app.has("login.loginButton") {
        try await app.logIn()
      } else {
        return
      }
    }
  }
}

extension AcceptanceApp {
  /// Whether the screen on top has an element with this identifier, hidden or not.
  func has(_ id: String) -> Bool { driver.element(id) != nil }
}
