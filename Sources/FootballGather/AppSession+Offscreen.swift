import Foundation
import ViewKit

// MARK: - Rows named but not drawn

extension AppSession {
  /// Scrolls to the one row off the screen that `name` names; returns whether it did.
  ///
  /// Only rows the command acts on (`accepts`) count; several such rows are an error that names
  /// them.
  func scrollToOffscreenRow(named name: String, where accepts: (Handle) -> Bool) throws -> Bool {
    var found: [(table: TableView, id: String, indexPath: IndexPath, text: String)] = []
    for table in scrollableTables {
      guard let id = table.identifier, let dataSource = table.dataSource else { continue }
      let shown = Set(table.indexPathsForVisibleRows)
      for section in 0..<table.numberOfSections {
        for row in 0..<table.numberOfRows(inSection: section) {
          let indexPath = IndexPath(row: row, section: section)
          guard !shown.contains(indexPath), accepts(.row(table: id, indexPath)) else { continue }
          let text = dataSource.tableView(table, cellForRowAt: indexPath).text
          found.append((table, id, indexPath, text))
        }
      }
    }
    let candidates = found.indices.map {
      NameLookup.Candidate(number: $0 + 1, label: found[$0].text, identifier: nil)
    }
    switch NameLookup.match(name, among: candidates) {
    case .none: return false
    case .one(let candidate):
      let row = found[candidate.number - 1]
      try driver.scrollToRow(row.indexPath, in: row.id)
      return true
    case .several(let matches):
      let names = matches.prefix(5).map { OutputText.shortened(found[$0.number - 1].text) }
      throw SessionError(
        message: "'\(name)' names several rows off the screen (\(names.joined(separator: ", ")))"
          + "; use 'scroll to N' or 'next', then the row's number.")
    }
  }

  /// The tables on screen with rows that are not drawn.
  private var scrollableTables: [TableView] {
    driver.topViewController.view.allViews.compactMap { $0 as? TableView }.filter {
      !$0.isHiddenInHierarchy && $0.numberOfRowsAbove + $0.numberOfRowsBelow > 0
    }
  }
}
