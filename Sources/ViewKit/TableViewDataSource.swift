import Foundation

/// Supplies a table's sections and rows and decides what editing does, as in UIKit.
@MainActor
public protocol TableViewDataSource: AnyObject {
  /// The number of sections; 1 by default.
  func numberOfSections(in tableView: TableView) -> Int
  /// The number of rows in a section.
  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
  /// The cell for a row.
  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
  /// The header of a section; nil (the default) draws none.
  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
  /// Whether a row can be swiped to delete; false by default.
  func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// The user swiped a row and tapped Delete; the screen decides (for instance asks for confirmation).
  func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async
  /// Whether a row can be moved in reorder mode; false by default.
  func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// The user dragged a row to a new place; the screen updates its model.
  func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath) async
}

extension TableViewDataSource {
  /// One section.
  public func numberOfSections(in tableView: TableView) -> Int { 1 }

  /// No header.
  public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// Rows cannot be deleted.
  public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  public func tableView(_ tableView: TableView, commitDeleteForRowAt indexPath: IndexPath) async {}

  /// Rows cannot be moved.
  public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) async {}
}

/// Hears about row taps, as in UIKit.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The user tapped a row.
  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) async
  /// A cell the table showed is no longer shown: scrolled away, or replaced by a reload.
  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
  /// The actions a swipe from the leading edge of a row shows, as UIKit's.
  func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
  /// The actions a swipe from the trailing edge of a row shows, as UIKit's.
  func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration?
}

extension TableViewDelegate {
  /// Most delegates need not hear it.
  public func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}
}
