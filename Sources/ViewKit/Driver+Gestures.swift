import Foundation

extension Driver {
  /// Pulls a table down: its refresh control begins refreshing, runs its action, which is
  /// awaited, and ends refreshing.
  public func pullToRefresh(_ tableID: String) async throws {
    let table = try control(tableID, as: TableView.self, kind: "table")
    guard let refresh = table.refreshControl else {
      throw DriverError.notAllowed(element: tableID, reason: "the table has no refresh control")
    }
    refresh.beginRefreshing()
    await refresh.action?()
    refresh.endRefreshing()
    await window.waitUntilIdle()
  }

  /// Long-presses an element (by identifier, accessibility label, button title or text) and
  /// taps the action titled `title` of the menu it opens; the action's work is awaited.
  public func contextMenu(_ element: String, action title: String) async throws {
    try ensureUncovered(element)
    let views = screenViews.filter { !$0.isHiddenInHierarchy }
    let found =
      screenView(element).flatMap { $0.isHiddenInHierarchy ? nil : $0 }
      ?? views.first { ($0 as? Button)?.title == element || ($0 as? Label)?.text == element }
    guard let view = found else {
      throw DriverError.notFound(element: element, onScreen: onScreen)
    }
    try ensureInteractive(view, element)
    var current: View? = view
    while let candidate = current, candidate.contextMenuInteraction == nil {
      current = candidate.superview
    }
    try await open(current?.contextMenuInteraction, on: element, action: title)
  }

  /// Long-presses a table row (scrolled into view first) and taps the action titled `title` of
  /// the menu it opens.
  public func contextMenu(row indexPath: IndexPath, in tableID: String, action title: String)
    async throws
  {
    let table = try control(tableID, as: TableView.self, kind: "table")
    guard table.hasRow(at: indexPath) else {
      throw DriverError.rowOutOfRange(
        table: tableID, indexPath: indexPath, rowsPerSection: rowCounts(table))
    }
    table.scrollToRow(at: indexPath)
    let menu = table.cellForRow(at: indexPath)?.contextMenuInteraction
    try await open(
      menu, on: "\(tableID) row \(indexPath.row) in section \(indexPath.section)",
      action: title)
  }

  /// The identifier (else the placeholder) of the text field the keyboard types into on the
  /// top screen, if any.
  public var focusedField: String? {
    guard
      let field = screenViews.lazy.compactMap({ $0 as? TextField }).first(where: {
        $0.isFirstResponder
      })
    else { return nil }
    return field.identifier ?? field.accessibilityLabel ?? field.placeholder
  }

  private func open(_ menu: ContextMenuInteraction?, on element: String, action title: String)
    async throws
  {
    guard let menu else {
      throw DriverError.notAllowed(element: element, reason: "it has no context menu")
    }
    let actions = menu.actionProvider()
    guard let action = actions.first(where: { $0.title == title }) else {
      let offered =
        actions.isEmpty ? "none" : actions.map { "[\($0.title)]" }.joined(separator: " ")
      throw DriverError.notAllowed(
        element: element, reason: "its context menu has no \"\(title)\"; its actions: \(offered)")
    }
    await action.handler()
    await window.waitUntilIdle()
  }
}
