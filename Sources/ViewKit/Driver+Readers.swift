import Foundation

extension Driver {
  /// The window drawn as text.
  public func render(width: Int = 60) -> String {
    Renderer.render(window, width: width)
  }

  /// The window as text, with the labels of `handles` before the elements they name.
  public func render(width: Int = 60, handles: RenderHandles) -> String {
    Renderer.render(window, width: width, handles: handles)
  }

  /// The screen the user sees.
  public var topViewController: ViewController { top }

  /// The title of the screen the user sees.
  public var title: String? { top.title }

  /// The shown alert, or nil.
  public var alert: AlertSnapshot? {
    window.layoutIfNeeded()
    return window.presentedAlert.map {
      AlertSnapshot(title: $0.title, message: $0.message, actions: $0.actions.map(\.title))
    }
  }

  /// Whether the loading overlay covers the screen.
  public var isLoading: Bool {
    window.layoutIfNeeded()
    return window.isLoading
  }

  /// A view of the top screen by identifier, else by accessibility label, hidden or not;
  /// `loading` is the overlay.
  public func element(_ id: String) -> View? {
    window.layoutIfNeeded()
    if id == "loading", let overlay = window.visibleControllers.first(where: \.isLoading) {
      return overlay.loadingView
    }
    return screenView(id)
  }

  /// The text of a label or text field, or the title of a button or bar button.
  public func text(of id: String) throws -> String {
    if let item = barItems.first(where: { $0.identifier == id }) { return item.title }
    let found = try view(id, as: View.self, kind: "view")
    switch found {
    case let label as Label: return label.text
    case let field as TextField: return field.text
    case let button as Button: return button.title
    default:
      throw DriverError.wrongKind(element: id, expected: "text element", onScreen: onScreen)
    }
  }

  /// Whether a button, bar button, text field, switch or stepper accepts input.
  public func isEnabled(_ id: String) throws -> Bool {
    if let item = barItems.first(where: { $0.identifier == id }) { return item.isEnabled }
    let found = try view(id, as: View.self, kind: "view")
    switch found {
    case let button as Button: return button.isEnabled
    case let field as TextField: return field.isEnabled
    case let toggle as Switch: return toggle.isEnabled
    case let stepper as Stepper: return stepper.isEnabled
    default: throw DriverError.wrongKind(element: id, expected: "control", onScreen: onScreen)
    }
  }

  /// Whether a view or one of its ancestors is hidden.
  public func isHidden(_ id: String) throws -> Bool {
    try view(id, as: View.self, kind: "view").isHiddenInHierarchy
  }

  /// Whether a switch is on.
  public func isOn(_ id: String) throws -> Bool {
    try view(id, as: Switch.self, kind: "switch").isOn
  }

  /// The value of a stepper.
  public func value(of id: String) throws -> Double {
    try view(id, as: Stepper.self, kind: "stepper").value
  }

  /// Every row of a table, per section: the cells shown, and for rows scrolled out of view the
  /// cells the data source gives now (as a UI test reads a list by scrolling through it).
  public func rows(in tableID: String) throws -> [[RowSnapshot]] {
    let table = try view(tableID, as: TableView.self, kind: "table")
    return (0..<table.numberOfSections).map { section in
      (0..<table.numberOfRows(inSection: section)).compactMap { row in
        let indexPath = IndexPath(row: row, section: section)
        return
          (table.cellForRow(at: indexPath)
          ?? table.dataSource?.tableView(table, cellForRowAt: indexPath)).map {
            RowSnapshot(
              text: $0.text, detail: $0.detailText, checkbox: $0.checkbox,
              accessory: $0.accessoryType)
          }
      }
    }
  }

  /// The section headers of a table as shown.
  public func headers(in tableID: String) throws -> [String?] {
    let table = try view(tableID, as: TableView.self, kind: "table")
    return (0..<table.numberOfSections).map { table.headerTitle(forSection: $0) }
  }

  /// The selected row of each component of a picker.
  public func selectedRows(in pickerID: String) throws -> [Int] {
    let picker = try view(pickerID, as: Picker.self, kind: "picker")
    return picker.components.indices.map { picker.selectedRow(inComponent: $0) }
  }
}
