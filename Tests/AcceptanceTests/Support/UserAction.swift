import Domain
import Foundation
import TestSupport
import ViewKit

/// One thing a user does, addressed the way the driver addresses it; scenarios and the walk
/// both act through these, so their transcripts name every step the same way.
enum UserAction: Equatable, Sendable, CustomStringConvertible {
  case tap(String)
  case type(String, into: String)
  case toggle(String)
  case selectRow(IndexPath, in: String)
  case deleteRow(IndexPath, in: String)
  case moveRow(from: IndexPath, to: IndexPath, in: String)
  case pick(row: Int, component: Int, in: String)
  case stepUp(String)
  case stepDown(String)
  case alertAction(String)
  case back
  /// Time passes: the manual clock moves on by this many seconds.
  case wait(seconds: Int)

  var description: String {
    switch self {
    case .tap(let id): "tap \(id)"
    case .type(let text, let id): "type \"\(text)\" into \(id)"
    case .toggle(let id): "toggle \(id)"
    case .selectRow(let path, let id): "select row \(Self.name(path)) of \(id)"
    case .deleteRow(let path, let id): "swipe-delete row \(Self.name(path)) of \(id)"
    case .moveRow(let from, let to, let id):
      "move row \(Self.name(from)) to \(Self.name(to)) in \(id)"
    case .pick(let row, let component, let id): "pick row \(row) of wheel \(component) in \(id)"
    case .stepUp(let id): "step up \(id)"
    case .stepDown(let id): "step down \(id)"
    case .alertAction(let title): "answer the alert with \(title)"
    case .back: "go back"
    case .wait(let seconds): "wait \(seconds) s"
    }
  }

  /// Performs the action through the driver, or moves the clock; throws the driver's error.
  @MainActor
  func perform(on driver: Driver, clock: ManualClock) async throws {
    switch self {
    case .tap(let id): try await driver.tap(id)
    case .type(let text, let id): try await driver.type(text, into: id)
    case .toggle(let id): try await driver.toggle(id)
    case .selectRow(let path, let id): try await driver.selectRow(path, in: id)
    case .deleteRow(let path, let id): try await driver.deleteRow(path, in: id)
    case .moveRow(let from, let to, let id): try await driver.moveRow(from: from, to: to, in: id)
    case .pick(let row, let component, let id):
      try await driver.pick(row: row, component: component, in: id)
    case .stepUp(let id): try await driver.stepUp(id)
    case .stepDown(let id): try await driver.stepDown(id)
    case .alertAction(let title): try await driver.tapAlertAction(title)
    case .back: try await driver.goBack()
    case .wait(let seconds):
      await clock.advance(by: .seconds(seconds))
      await driver.waitUntilIdle()
    }
  }

  private static func name(_ path: IndexPath) -> String { "\(path.row) in section \(path.section)" }
}

/// A row in the first section of a table, the only section most screens have.
func row(_ row: Int, section: Int = 0) -> IndexPath {
  IndexPath(row: row, section: section)
}

extension DriverError {
  /// The case's name, which the transcripts record instead of the full text.
  var kindName: String {
    switch self {
    case .notFound: "not found"
    case .hidden: "hidden"
    case .disabled: "disabled"
    case .wrongKind: "wrong kind"
    case .coveredByAlert: "covered by an alert"
    case .coveredByLoading: "covered by the loading overlay"
    case .ignoringInput: "ignoring input"
    case .noAlert: "no alert"
    case .noSuchAlertAction: "no such alert action"
    case .cannotGoBack: "cannot go back"
    case .rowOutOfRange: "row out of range"
    case .pickerRowOutOfRange: "picker row out of range"
    case .notAllowed: "not allowed"
    }
  }

  /// Whether this is a refusal a user meets on a real screen.
  ///
  /// The control is disabled, or something covers the screen or makes it ignore input. Any
  /// other error means the action addressed something the screen does not offer.
  var isRefusal: Bool {
    switch self {
    case .disabled, .coveredByAlert, .coveredByLoading, .ignoringInput: true
    default: false
    }
  }
}
