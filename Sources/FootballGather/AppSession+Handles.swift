import Foundation
import ViewKit

// MARK: - Finding what a number stands for

extension AppSession {
  func handle(_ number: Int) throws -> Handle {
    let handles = handles
    guard handles.indices.contains(number - 1) else {
      let range =
        handles.isEmpty
        ? "nothing can be acted on now"
        : "the numbers run from 1 to \(handles.count)"
      throw SessionError(message: "There is no \(number) on this screen: \(range).")
    }
    return handles[number - 1]
  }

  func control(
    _ number: Int, _ command: String, accepts: (ControlSnapshot.Kind) -> Bool
  ) throws -> String {
    guard case .control(let control) = try handle(number), accepts(control.kind) else {
      throw misuse(number, command)
    }
    try ensureEnabled(control, number)
    return control.address
  }

  func ensureEnabled(_ control: ControlSnapshot, _ number: Int) throws {
    guard control.isEnabled else {
      throw SessionError(
        message: "\(number) (\(control.title ?? control.address)) is disabled now.")
    }
  }

  func row(_ number: Int, _ command: String) throws -> (String, IndexPath) {
    guard case .row(let table, let indexPath) = try handle(number) else {
      throw misuse(number, command)
    }
    return (table, indexPath)
  }

  func misuse(_ number: Int, _ command: String) -> SessionError {
    guard let handle = try? handle(number) else {
      return SessionError(message: "There is no \(number) on this screen.")
    }
    return SessionError(
      message: "'\(command)' does not work on \(number), \(handle.kindName); "
        + "try '\(handle.suggestion(number))'.")
  }

  func rowCount(in table: String, section: Int) -> Int {
    let view = driver.topViewController.view.viewWithIdentifier(table) as? TableView
    return view?.numberOfRows(inSection: section) ?? 0
  }

  func isTextField(_ kind: ControlSnapshot.Kind) -> Bool {
    if case .textField = kind { true } else { false }
  }

  func isStepper(_ kind: ControlSnapshot.Kind) -> Bool {
    if case .stepper = kind { true } else { false }
  }
}
