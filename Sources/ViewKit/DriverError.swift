import Foundation

/// Why the driver could not act as asked; every message names the element and what is on screen.
public enum DriverError: Error, Equatable, CustomStringConvertible, LocalizedError {
  /// No element has this identifier (or title, for taps).
  case notFound(element: String, onScreen: [String])
  /// The element exists but it, or a view around it, is hidden.
  case hidden(element: String, onScreen: [String])
  /// The element is disabled.
  case disabled(element: String, onScreen: [String])
  /// The element is not the kind of control the action needs, such as toggling a label.
  case wrongKind(element: String, expected: String, onScreen: [String])
  /// An alert covers the screen; only its actions can be tapped.
  case coveredByAlert(element: String, alertTitle: String?, actions: [String])
  /// The loading overlay covers the screen.
  case coveredByLoading(element: String, onScreen: [String])
  /// The screen, or a view around the element, ignores user input for now.
  case ignoringInput(element: String, onScreen: [String])
  /// An alert action was tapped while no alert is shown.
  case noAlert(action: String, onScreen: [String])
  /// The shown alert has no action with this title.
  case noSuchAlertAction(action: String, alertTitle: String?, actions: [String])
  /// There is no back button: the screen is the root, or its back button is hidden.
  case cannotGoBack(onScreen: [String])
  /// A table has no row at this index path (or cannot receive one there).
  case rowOutOfRange(table: String, indexPath: IndexPath, rowsPerSection: [Int])
  /// A picker has no such row or component.
  case pickerRowOutOfRange(picker: String, row: Int, component: Int, rowsPerComponent: [Int])
  /// The screen does not allow this action on the element, such as deleting a row it cannot edit.
  case notAllowed(element: String, reason: String)

  /// A sentence naming the element and listing what is on screen.
  public var description: String {
    switch self {
    case .notFound(let element, let onScreen):
      return "No element \"\(element)\" on screen. \(Self.list(onScreen))"
    case .hidden(let element, let onScreen):
      return "Element \"\(element)\" is hidden. \(Self.list(onScreen))"
    case .disabled(let element, let onScreen):
      return "Element \"\(element)\" is disabled. \(Self.list(onScreen))"
    case .wrongKind(let element, let expected, let onScreen):
      return "Element \"\(element)\" is not a \(expected). \(Self.list(onScreen))"
    case .coveredByAlert(let element, let title, let actions):
      return "Cannot reach \"\(element)\": the alert \"\(title ?? "")\" covers the screen. "
        + "Alert actions: \(Self.buttons(actions))."
    case .coveredByLoading(let element, let onScreen):
      return "Cannot reach \"\(element)\": the loading overlay covers the screen. "
        + Self.list(onScreen)
    case .ignoringInput(let element, let onScreen):
      return "Cannot reach \"\(element)\": the screen ignores input for now. "
        + Self.list(onScreen)
    case .noAlert(let action, let onScreen):
      return "No alert is shown, so there is no \"\(action)\" to tap. \(Self.list(onScreen))"
    case .noSuchAlertAction(let action, let title, let actions):
      return "The alert \"\(title ?? "")\" has no action \"\(action)\". "
        + "Alert actions: \(Self.buttons(actions))."
    case .cannotGoBack(let onScreen):
      return "There is no back button on this screen. \(Self.list(onScreen))"
    case .rowOutOfRange(let table, let indexPath, let rows):
      return "Table \"\(table)\" has no row \(indexPath.row) in section \(indexPath.section). "
        + "Rows per section: \(rows)."
    case .pickerRowOutOfRange(let picker, let row, let component, let rows):
      return "Picker \"\(picker)\" has no row \(row) in component \(component). "
        + "Rows per component: \(rows)."
    case .notAllowed(let element, let reason):
      return "Not allowed on \"\(element)\": \(reason)."
    }
  }

  /// The same text as `description`.
  public var errorDescription: String? { description }

  private static func list(_ onScreen: [String]) -> String {
    onScreen.isEmpty
      ? "Nothing can be acted on." : "On screen: \(onScreen.joined(separator: ", "))."
  }

  private static func buttons(_ titles: [String]) -> String {
    titles.isEmpty ? "none" : titles.map { "[\($0)]" }.joined(separator: " ")
  }
}
