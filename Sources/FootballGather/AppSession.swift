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
/// directly. Elements are addressed by the numbers drawn before them (`Handle`) or by their
/// names (`NameLookup`).
@MainActor
final class AppSession {
  /// What a command leads to.
  enum Outcome: Equatable {
    /// The screen changed (or may have): draw it.
    case screen
    /// Draw the screen and say what is running (`show`).
    case screenAndStatus
    /// Show this help text.
    case help(String)
    /// The user quits.
    case quit
  }

  /// The architecture running, which the prompt and `show` name.
  let architecture: Architecture
  /// The UI it runs with.
  let ui: UserInterface
  let environment: AppEnvironment
  let driver: Driver
  let width: Int
  private let clock: ManualClock?

  /// Starts `architecture` in `ui` (its first UI when nil or not one it has) on `environment`,
  /// its screens `height` lines tall at most (nil: no limit); `clock` is the manual clock when
  /// time is scripted.
  init(
    architecture: Architecture, ui: UserInterface? = nil, environment: AppEnvironment,
    width: Int, height: Int? = nil, clock: ManualClock?
  ) {
    let root = architecture.roots.first { $0.ui == ui } ?? architecture.roots[0]
    self.architecture = architecture
    self.ui = root.ui
    self.environment = environment
    self.width = width
    self.clock = clock
    let window = Window(rootViewController: root.make(environment))
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

  /// What `show` says is running, outside the rendered screen (which stays the same in every
  /// architecture).
  var status: String {
    let uis = UserInterface.allCases.map(\.rawValue).joined(separator: "|")
    return "Running: \(architecture.title), \(ui.title). Another one: football-gather "
      + "--architecture NAME [--ui \(uis)]."
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
    case .tap(let target): try await tap(try number(of: target, for: "tap", where: \.isTappable))
    case .type(let target, let text):
      try await type(text, into: try number(of: target, for: "type", where: \.isTextField))
    case .typeNamed(let line):
      let (field, text) = try fieldAndText(line)
      try await type(text, into: field)
    case .toggle(let target):
      let number = try number(of: target, for: "toggle", where: \.isSwitch)
      try await driver.toggle(try control(number, "toggle", accepts: { $0 == .toggle }))
    case .open(let target):
      let (table, indexPath) = try row(try number(of: target, for: "open", where: \.isRow), "open")
      try await driver.selectRow(indexPath, in: table)
    case .delete(let target):
      let number = try number(of: target, for: "delete", where: \.isRow)
      let (table, indexPath) = try row(number, "delete")
      try await driver.deleteRow(indexPath, in: table)
    case .move(let source, let destination):
      try await move(
        try number(of: source, for: "move", where: \.isRow),
        to: try number(of: destination, for: "move", where: \.isRowOrSection))
    case .pick(let target, let values):
      try await pick(try number(of: target, for: "pick", where: \.isPicker), values)
    case .stepUp(let target, let times):
      let id = try control(
        try number(of: target, for: "up", where: \.isStepper), "up", accepts: isStepper)
      for _ in 0..<times { try await step { try await self.driver.stepUp(id) } }
    case .stepDown(let target, let times):
      let id = try control(
        try number(of: target, for: "down", where: \.isStepper), "down", accepts: isStepper)
      for _ in 0..<times { try await step { try await self.driver.stepDown(id) } }
    case .answer(let button): try await answer(button)
    case .back:
      guard handles.contains(where: { $0.isBackButton }) else {
        throw SessionError(message: "There is no back button on this screen.")
      }
      try await driver.goBack()
    case .wait(let seconds): await wait(seconds)
    case .scroll(let scroll): try self.scroll(scroll)
    case .show: return .screenAndStatus
    case .help: return .help(CommandInfo.overview(width: width))
    case .helpOn(let topic):
      guard let text = CommandInfo.helpText(on: topic, width: width) else {
        throw SessionError(
          message: "There is no command '\(OutputText.shortened(topic))'; 'help' lists them.")
      }
      return .help(text)
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

  private func type(_ text: String, into number: Int) async throws {
    try await driver.type(text, into: try control(number, "type", accepts: isTextField))
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
