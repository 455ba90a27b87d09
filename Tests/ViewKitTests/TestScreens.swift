import Foundation
import ViewKit

/// Builds the sample apps the tests drive: a window, its driver and the screen on top.
@MainActor
enum TestScreens {
  static func notes() -> (driver: Driver, notes: NotesViewController) {
    let notes = NotesViewController()
    let window = Window(rootViewController: NavigationController(rootViewController: notes))
    return (Driver(window: window), notes)
  }

  static func settings() -> (driver: Driver, settings: SettingsViewController) {
    let settings = SettingsViewController()
    let window = Window(rootViewController: NavigationController(rootViewController: settings))
    return (Driver(window: window), settings)
  }
}

/// A table data source fed with fixed cells, for table and renderer tests.
@MainActor
final class StaticTableDataSource: TableViewDataSource {
  var sections: [(header: String?, cells: [TableViewCell])]
  var canEdit = false
  var canMove = false

  init(_ sections: [(header: String?, cells: [TableViewCell])]) {
    self.sections = sections
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].cells.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    sections[indexPath.section].cells[indexPath.row]
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit }

  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove }
}

/// A data source that relies on every default of `TableViewDataSource`.
@MainActor
final class MinimalDataSource: TableViewDataSource {
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = TableViewCell()
    cell.text = "Only row"
    return cell
  }
}

/// Makes a cell in one expression.
@MainActor
func makeCell(
  _ text: String, detail: String? = nil, style: TableViewCell.Style = .default,
  accessory: TableViewCell.AccessoryType = .none, checkbox: TableViewCell.Checkbox? = nil
) -> TableViewCell {
  let cell = TableViewCell(style: style)
  cell.text = text
  cell.detailText = detail
  cell.accessoryType = accessory
  cell.checkbox = checkbox
  return cell
}
