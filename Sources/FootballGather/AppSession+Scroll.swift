import Foundation
import ViewKit

// MARK: - Scrolling a long list

extension AppSession {
  /// Scrolls the first list on screen whose rows do not all fit.
  func scroll(_ scroll: Command.Scroll) throws {
    guard let table = scrollableTable, let id = table.identifier else {
      throw SessionError(message: "Every row is on the screen; there is nothing to scroll.")
    }
    switch scroll {
    case .pages(let pages):
      let page = max(table.indexPathsForVisibleRows.count, 1)
      try driver.scroll(id, byRows: pages.signum() * page)
    case .rows(let rows): try driver.scroll(id, byRows: rows)
    case .toRow(let number):
      var rest = number - 1
      for section in 0..<table.numberOfSections {
        let rows = table.numberOfRows(inSection: section)
        if rest < rows {
          return try driver.scrollToRow(IndexPath(row: rest, section: section), in: id)
        }
        rest -= rows
      }
      let total = number - 1 - rest
      throw SessionError(message: "The list has \(total) rows; there is no row \(number).")
    }
  }

  private var scrollableTable: TableView? {
    driver.topViewController.view.allViews.lazy.compactMap { $0 as? TableView }.first {
      !$0.isHiddenInHierarchy && $0.identifier != nil
        && $0.numberOfRowsAbove + $0.numberOfRowsBelow > 0
    }
  }
}
