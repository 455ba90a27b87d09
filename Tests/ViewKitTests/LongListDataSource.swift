import Foundation
import ViewKit

/// A data source of many generated rows, in one or more sections, that counts the cells asked of
/// it: the long lists the viewport tests scroll through.
@MainActor
final class LongListDataSource: TableViewDataSource, TableViewDelegate {
  /// The header and row count of each section.
  var sections: [(header: String?, rows: Int)]
  /// Rows drawn with a one-line subtitle under their text.
  var subtitled = false
  private(set) var cellRequests: [IndexPath] = []
  private(set) var selected: [IndexPath] = []

  init(_ sections: [(header: String?, rows: Int)]) {
    self.sections = sections
  }

  /// A table of `rows` rows in one untitled section, shown `height` lines high.
  static func table(rows: Int, height: Int?) -> (TableView, LongListDataSource) {
    let source = LongListDataSource([(nil, rows)])
    let table = TableView(identifier: "long.table")
    table.viewportHeight = height
    table.dataSource = source
    table.delegate = source
    return (table, source)
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    sections[section].header
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    cellRequests.append(indexPath)
    let cell = TableViewCell(style: subtitled ? .subtitle : .default)
    cell.text = "Row \(indexPath.row + 1)"
    cell.detailText = subtitled ? "detail" : nil
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async {
    selected.append(indexPath)
  }
}

/// A screen holding one long list, so a window and a driver can scroll it.
@MainActor
final class LongListViewController: ViewController {
  let table: TableView
  let source: LongListDataSource

  init(rows: Int) {
    (table, source) = LongListDataSource.table(rows: rows, height: nil)
    super.init()
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Long"
    view.addSubview(Label(text: "Everyone"))
    view.addSubview(table)
    view.addSubview(Button(title: "Add"))
  }
}
