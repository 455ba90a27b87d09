import Domain
import Foundation
import ViewKit

/// A command that could not be carried out, with the reason shown to the user.
struct SessionError: Error, Equatable {
  let message: String
}

/// The app running in one window, driven by commands: the core of the terminal app.
///
/// It knows nothing of terminals: it takes commands and gives screens as text, so it is tested
/// directly. Elements are addressed by the numbers drawn before them (`Handle`).
@MainActor
final class AppSession {
  /// What a command leads to.
  enum Outcome: Equatable {
    /// The screen changed (or may have): draw it.
    case screen
    /// Show the help text.
    case help
    /// The user quits.
    case quit
  }

  let environment: AppEnvironment
  let driver: Driver
  let width: Int
  private let clock: ManualClock?

  /// Starts `architecture` on `environment`, its screens `height` lines tall at most (nil: no
  /// limit); `clock` is the manual clock when time is scripted.
  init(
    architecture: Architecture, environment: AppEnvironment, width: Int, height: Int? = nil,
    clock: ManualClock?
  ) {
    self.environment = environment
    self.width = width
    self.clock = clock
    let window = Window(rootViewController: architecture.makeRoot(environment))
    window.height = height
    driver = Driver(window: window)
  }

  /// Waits until the first screen has finished loading.
  func start() async {
    await driver.waitUntilIdle()
  }

  /// What can be acted on now; the number of each is its index plus one.
  var handles: [Handle] { Handle.list(on: driver) }

  /// The screen as text, each actionable element preceded by its number.
  func screen() -> String {
    var labels: [RenderHandles.Target: String] = [:]
    for (index, handle) in handles.enumerated() { labels[handle.target] = "\(index + 1))" }
    return driver.render(width: width, handles: RenderHandles(labels))
  }

  /// Ends the session as quitting the app does (SPEC §7.4): the token goes, the remembered
  /// username and the remember flag stay.
  func quit() {
    try? environment.credentials.removeToken()
  }

  /// Carries out one command.
  func perform(_ command: Command) async throws(SessionError) -> Outcome {
    do {
      return try await run(command)
    } catch let error as SessionError {
      throw error
    } catch is CancellationError {
      throw SessionError(message: "Interrupted; the screen shows how far the command got.")
    } catch {
      throw SessionError(message: "\(error)")
    }
  }

  private func run(_ command: Command) async throws -> Outcome {
    switch command {
    case .tap(let number): try await tap(number)
    case .type(let number, let text):
      try await driver.type(text, into: try control(number, "type", accepts: isTextField))
    case .toggle(let number):
      try await driver.toggle(try control(number, "toggle", accepts: { $0 == .toggle }))
    case .open(let number):
      let (table, indexPath) = try row(number, "open")
      try await driver.selectRow(indexPath, in: table)
    case .delete(let number):
      let (table, indexPath) = try row(number, "delete")
      try await driver.deleteRow(indexPath, in: table)
    case .move(let number, let destination): try await move(number, to: destination)
    case .pick(let number, let values): try await pick(number, values)
    case .stepUp(let number, let times):
      let id = try control(number, "up", accepts: isStepper)
      for _ in 0..<times { try await step { try await self.driver.stepUp(id) } }
    case .stepDown(let number, let times):
      let id = try control(number, "down", accepts: isStepper)
      for _ in 0..<times { try await step { try await self.driver.stepDown(id) } }
    case .answer(let button): try await answer(button)
    case .back:
      guard handles.contains(where: { $0.isBackButton }) else {
        throw SessionError(message: "There is no back button on this screen.")
      }
      try await driver.goBack()
    case .wait(let seconds): await wait(seconds)
    case .scroll(let scroll): try self.scroll(scroll)
    case .show: break
    case .help: return .help
    case .quit:
      quit()
      return .quit
    }
    return .screen
  }

  private func tap(_ number: Int) async throws {
    switch try handle(number) {
    case .control(let control):
      try ensureEnabled(control, number)
      switch control.kind {
      case .back: try await driver.goBack()
      case .alertAction: try await driver.tapAlertAction(control.address)
      case .toggle: try await driver.toggle(control.address)
      case .barButton, .button: try await driver.tap(control.address)
      default: throw misuse(number, "tap")
      }
    case .row(let table, let indexPath): try await driver.selectRow(indexPath, in: table)
    case .section: throw misuse(number, "tap")
    }
  }

  private func move(_ number: Int, to destinationNumber: Int) async throws {
    let (table, source) = try row(number, "move")
    let destination: IndexPath
    switch try handle(destinationNumber) {
    case .row(table, let indexPath): destination = indexPath
    case .section(table, let section):
      let count = rowCount(in: table, section: section)
      destination = IndexPath(row: count - (section == source.section ? 1 : 0), section: section)
    default:
      throw SessionError(
        message: "\(destinationNumber) is not a row or section of the same table as \(number).")
    }
    try await driver.moveRow(from: source, to: destination, in: table)
  }

  private func pick(_ number: Int, _ values: [String]) async throws {
    let id = try control(number, "pick") {
      if case .picker = $0 { true } else { false }
    }
    guard let picker = driver.topViewController.view.viewWithIdentifier(id) as? Picker,
      values.count <= picker.components.count
    else {
      throw SessionError(message: "Picker \(number) has fewer wheels than the values given.")
    }
    for (component, value) in values.enumerated() {
      let rows = picker.components[component]
      guard let row = rows.firstIndex(where: { $0 == value || $0.hasPrefix(value + " ") }) else {
        throw SessionError(
          message: "Wheel \(component + 1) of picker \(number) has no '\(value)'; "
            + "it runs from '\(rows.first ?? "")' to '\(rows.last ?? "")'.")
      }
      try await driver.pick(row: row, component: component, in: id)
    }
  }

  private func answer(_ button: String) async throws {
    guard let alert = driver.window.presentedAlert else {
      throw SessionError(message: "No alert is shown, so there is nothing to answer.")
    }
    let titles = alert.actions.map(\.title)
    let chosen =
      titles.first { $0.lowercased() == button.lowercased() }
      ?? Int(button).flatMap { number -> String? in
        guard case .control(let control)? = try? handle(number), control.kind == .alertAction
        else { return nil }
        return control.address
      }
    guard let chosen else {
      let list = titles.map { "'\($0)'" }.joined(separator: ", ")
      throw SessionError(message: "The alert has no button '\(button)'; its buttons: \(list).")
    }
    try await driver.tapAlertAction(chosen)
  }

  /// One step of a repeated action; Ctrl-C (a cancelled task) stops the repetition between steps.
  private func step(_ action: () async throws -> Void) async throws {
    try Task.checkCancellation()
    try await action()
    await Task.yield()
  }

  private func wait(_ seconds: Int) async {
    if let clock {
      await clock.advance(by: .seconds(seconds))
    } else {
      try? await Task.sleep(for: .seconds(seconds))
    }
    await driver.waitUntilIdle()
  }
}
