import Foundation
import ViewKit

/// Something on screen a person can act on by its number.
enum Handle: Equatable {
  /// A button, bar button, back button, field, switch, stepper, picker or alert button.
  case control(ControlSnapshot)
  /// A row of a table, by the table's identifier.
  case row(table: String, IndexPath)
  /// A section of a reorderable table: a place to move rows to.
  case section(table: String, Int)

  /// Numbers what the driver lists, in screen order: tables give their shown rows (and, when
  /// rows can be moved, their shown section headers) instead of a number of their own.
  @MainActor
  static func list(on driver: Driver) -> [Handle] {
    driver.controls.flatMap { control -> [Handle] in
      guard
        case .table(let rowsPerSection, let deletableRows, let isReordering) = control.kind
      else { return [.control(control)] }
      let table = driver.topViewController.view.viewWithIdentifier(control.address) as? TableView
      let rowsAct = isReordering || !deletableRows.isEmpty || table?.delegate != nil
      // Only the rows shown get a number: a long list scrolls.
      let shown = table?.indexPathsForVisibleRows
      return rowsPerSection.indices.flatMap { section -> [Handle] in
        let header: [Handle] =
          isReordering && table?.isHeaderVisible(inSection: section) == true
          ? [.section(table: control.address, section)] : []
        let rows: [Handle] =
          rowsAct
          ? (shown?.filter { $0.section == section }
            ?? (0..<rowsPerSection[section]).map { IndexPath(row: $0, section: section) })
            .map { .row(table: control.address, $0) } : []
        return header + rows
      }
    }
  }

  /// What the renderer puts the number before.
  var target: RenderHandles.Target {
    switch self {
    case .control(let control):
      control.kind == .alertAction ? .alertAction(control.address) : .control(control.address)
    case .row(let table, let indexPath): .row(table: table, indexPath)
    case .section(let table, let section): .section(table: table, section)
    }
  }

  /// Whether it is the back button.
  var isBackButton: Bool {
    if case .control(let control) = self { control.kind == .back } else { false }
  }

  /// A short name of what it is, for error messages.
  var kindName: String {
    switch self {
    case .control(let control):
      switch control.kind {
      case .back: "the back button"
      case .barButton, .button: "a button"
      case .textField: "a text field"
      case .toggle: "a switch"
      case .stepper: "a stepper"
      case .picker: "a picker"
      case .table: "a table"
      case .alertAction: "an alert button"
      }
    case .row: "a row"
    case .section: "a section"
    }
  }

  /// The command that fits it best, for error messages.
  func suggestion(_ number: Int) -> String {
    switch self {
    case .control(let control):
      switch control.kind {
      case .textField: "type \(number) TEXT"
      case .toggle: "toggle \(number)"
      case .stepper: "up \(number) or down \(number)"
      case .picker: "pick \(number) VALUE..."
      case .back, .barButton, .button, .alertAction, .table: "tap \(number)"
      }
    case .row: "open \(number)"
    case .section: "move ROW to \(number)"
    }
  }
}
