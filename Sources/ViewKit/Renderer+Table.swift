import Foundation

extension Renderer {
  static func tableLines(_ table: TableView, width: Int, handles: RenderHandles) -> [String] {
    var lines: [String] = []
    for index in table.visibleItems {
      switch table.item(at: index) {
      case .header(let section):
        let target = table.identifier.map { RenderHandles.Target.section(table: $0, section) }
        lines.append(
          handles.prefixing("-- \(table.headerTitle(forSection: section) ?? "") --", for: target))
      case .empty: lines.append("   (empty)")
      case .row(let indexPath):
        guard let cell = table.cellForRow(at: indexPath) else { continue }
        let label = table.identifier.flatMap { handles.labels[.row(table: $0, indexPath)] }
        lines += rowLines(
          cell, movable: table.canMoveRow(at: indexPath), width: width, handle: label)
      }
    }
    let above = table.numberOfRowsAbove
    let below = table.numberOfRowsBelow
    if table.viewportHeight != nil, above + below > 0 {
      lines.append("   (\(above) \(above == 1 ? "row" : "rows") above, \(below) below)")
    }
    return lines
  }

  static func rowLines(
    _ cell: TableViewCell, movable: Bool, width: Int, handle: String? = nil
  ) -> [String] {
    var prefix = handle.map { "\($0) " } ?? ""
    prefix += movable ? "≡ " : ""
    switch cell.checkbox {
    case .checked: prefix += "[x] "
    case .unchecked: prefix += "[ ] "
    case nil: break
    }
    var right: [String] = []
    if cell.style == .value1, let detail = cell.detailText, !detail.isEmpty {
      right.append(detail)
    }
    switch cell.accessoryType {
    case .none: break
    case .disclosureIndicator: right.append(">")
    case .checkmark: right.append("✓")
    }
    var left = prefix + cell.text
    let rightText = right.joined(separator: " ")
    var first = left
    if !rightText.isEmpty {
      // A long text gives way to the detail and accessory, which stay right-aligned.
      let rightWidth = TerminalText.width(of: rightText)
      left = TerminalText.fitted(left, to: max(width - rightWidth - 1, 1))
      first =
        padded(left, to: max(width - rightWidth, TerminalText.width(of: left) + 1)) + rightText
    }
    var lines = [first]
    if cell.style == .subtitle, let detail = cell.detailText, !detail.isEmpty {
      let indent = String(repeating: " ", count: prefix.count + 2)
      lines += detail.split(separator: "\n", omittingEmptySubsequences: false).map {
        indent + $0
      }
    }
    return lines
  }
}
