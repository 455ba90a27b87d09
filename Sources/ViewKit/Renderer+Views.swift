extension Renderer {
  /// The lines of a view and its visible subviews; hidden views draw nothing, and tables
  /// nothing either unless `drawsTables`.
  static func lines(
    for view: View, width: Int, handles: RenderHandles, drawsTables: Bool = true
  ) -> [String] {
    guard !view.isHidden else { return [] }
    let control = view.identifier.map(RenderHandles.Target.control)
    switch view {
    case let label as Label:
      return label.text.isEmpty ? [] : label.text.split(separator: "\n").map(String.init)
    case let field as TextField:
      guard let title = field.title else {
        return [handles.prefixing(textField(field, width: width), for: control)]
      }
      let room = width - TerminalText.width(of: title) - 1
      return [handles.prefixing("\(title) " + textField(field, width: room), for: control)]
    case let button as Button:
      let text = "[\(button.title)\(disabled(button.isEnabled))]"
      return [handles.prefixing(text, for: .control(button.identifier ?? button.title))]
    case let toggle as Switch:
      let state = toggle.isOn ? "ON" : "OFF"
      let mark = "(\(state)\(toggle.isEnabled ? "" : ", disabled"))"
      return [handles.prefixing(toggle.title.map { "\($0) \(mark)" } ?? mark, for: control)]
    case let stepper as Stepper:
      let text =
        (stepper.title.map { "\($0) " } ?? "") + "[- \(number(stepper.value)) +]"
        + disabled(stepper.isEnabled)
      return [handles.prefixing(text, for: control)]
    case let picker as Picker:
      let line = (picker.title.map { "\($0) " } ?? "") + pickerLine(picker)
      return [handles.prefixing(line, for: control)]
    case is SeparatorView:
      return [String(repeating: "─", count: max(width, 1))]
    case let table as TableView:
      return drawsTables ? tableLines(table, width: width, handles: handles) : []
    case let stack as StackView where stack.axis == .horizontal:
      let parts = stack.subviews.map {
        // Between views side by side, a separator is an upright line.
        $0 is SeparatorView
          ? ($0.isHidden ? "" : "│")
          : lines(for: $0, width: width, handles: handles, drawsTables: drawsTables)
            .joined(separator: " ")
      }
      return [parts.filter { !$0.isEmpty }.joined(separator: "  ")]
    default:
      return view.subviews.flatMap {
        lines(for: $0, width: width, handles: handles, drawsTables: drawsTables)
      }
    }
  }

  static func disabled(_ isEnabled: Bool) -> String {
    isEnabled ? "" : " (disabled)"
  }

  static func textField(_ field: TextField, width: Int) -> String {
    let content: String
    if field.text.isEmpty {
      content = field.placeholder.map { "(\($0))" } ?? ""
    } else if field.isSecureTextEntry {
      content = String(repeating: "•", count: field.text.count)
    } else {
      content = field.text
    }
    let suffix = disabled(field.isEnabled)
    let room = max(width - 2 - suffix.count, 1)
    let inner = padded(TerminalText.fitted(content, to: room), to: min(20, room), with: "_")
    return "[\(inner)]\(suffix)"
  }

  static func pickerLine(_ picker: Picker) -> String {
    picker.components.indices.map { component in
      let rows = picker.components[component]
      let row = picker.selectedRow(inComponent: component)
      return rows.indices.contains(row) ? "< \(rows[row]) >" : "< >"
    }.joined(separator: "  ")
  }

  /// Writes whole numbers without a decimal point, such as `3` rather than `3.0`.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
  }
}
