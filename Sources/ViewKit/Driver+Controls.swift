import Foundation

extension Driver {
  /// What the user can act on now, in screen order: only the alert's buttons while an alert is
  /// shown; nothing while the loading overlay covers the screen or the screen ignores input;
  /// otherwise the back button, the bar buttons, then every visible control, disabled ones
  /// included (marked), so a caller can tell "there but disabled" from "not there".
  public var controls: [ControlSnapshot] {
    window.layoutIfNeeded()
    if let alert = window.presentedAlert {
      return alert.actions.map {
        ControlSnapshot(kind: .alertAction, address: $0.title, title: $0.title)
      }
    }
    guard !window.isLoading, top.view.isUserInteractionEnabled else { return [] }
    var found: [ControlSnapshot] = []
    if hasBackButton { found.append(ControlSnapshot(kind: .back, address: "Back", title: "Back")) }
    found += barItems.map {
      ControlSnapshot(
        kind: .barButton, address: $0.identifier ?? $0.title, title: $0.title,
        isEnabled: $0.isEnabled)
    }
    for view in screenViews
    where !view.isHiddenInHierarchy && view.isUserInteractionEnabledInHierarchy {
      if let control = snapshot(of: view) { found.append(control) }
    }
    return found
  }

  private func snapshot(of view: View) -> ControlSnapshot? {
    switch view {
    case let button as Button:
      return ControlSnapshot(
        kind: .button, address: button.identifier ?? button.title, title: button.title,
        isEnabled: button.isEnabled)
    default:
      guard let id = view.identifier, let kind = kind(ofControl: view) else { return nil }
      return ControlSnapshot(
        kind: kind, address: id, title: title(of: view), isEnabled: isEnabled(view))
    }
  }

  private func kind(ofControl view: View) -> ControlSnapshot.Kind? {
    switch view {
    case let field as TextField: .textField(secure: field.isSecureTextEntry)
    case is Switch: .toggle
    case let stepper as Stepper:
      .stepper(value: stepper.value, minimum: stepper.minimumValue, maximum: stepper.maximumValue)
    case let picker as Picker: .picker(rowsPerComponent: picker.components.map(\.count))
    case let table as TableView:
      .table(
        rowsPerSection: rowCounts(table), deletableRows: deletableRows(table),
        isReordering: table.isEditing)
    default: nil
    }
  }

  private func title(of view: View) -> String? {
    switch view {
    case let field as TextField: field.placeholder
    case let toggle as Switch: toggle.title
    default: nil
    }
  }

  private func isEnabled(_ view: View) -> Bool {
    switch view {
    case let field as TextField: field.isEnabled
    case let toggle as Switch: toggle.isEnabled
    case let stepper as Stepper: stepper.isEnabled
    default: true
    }
  }

  private func deletableRows(_ table: TableView) -> [IndexPath] {
    (0..<table.numberOfSections).flatMap { section in
      (0..<table.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
    }.filter { table.canDeleteRow(at: $0) }
  }
}
