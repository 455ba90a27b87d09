/// Draws a window as plain text: the navigation bar, the top screen, then any overlay.
///
/// The output is deterministic (the same state gives the same bytes), has no trailing spaces
/// and no trailing newline. Every line fits the width (counted in terminal columns), long texts
/// cut with `…`, and control characters in texts are drawn escaped (`\u{1B}`), never raw.
/// Controls are drawn as:
/// - navigation bar: `< Back`, the centred title and `[Bar Button]`, then a line of `-`;
/// - `Label`: its text; `Button`: `[Title]`, or `[Title (disabled)]`; other disabled controls
///   add ` (disabled)` after themselves;
/// - `TextField`: `[text____]`, `[(placeholder)____]` when empty, `•` per character when secure,
///   after its title if it has one (`Due [2026-05-01__]`);
/// - `Switch`: `Title (ON)` / `Title (OFF)`; `Stepper`: `[- 3 +]`;
/// - `Picker`: the selected row of each component, `< Dark >  < Small >`;
/// - `TableView`: `-- Header --` per section, rows with `≡ ` (reorder), `[x] `/`[ ] `,
///   a right-aligned `✓` or `>`, subtitle lines indented; `(empty)` for an empty titled section;
///   with a `viewportHeight`, only the rows shown, then `(3 rows above, 40 below)` if any are not;
/// - the loading overlay and an alert: boxes drawn under the screen, alert last (on top);
/// - a presented screen: drawn instead of its presenter, under a `===== Sheet =====` rule, with
///   its own bar if it is a navigation controller (whose bar is not hidden).
///
/// With `handles`, each labelled element is drawn with its label and a space before it. Screens
/// that need an update are updated first (`Window.layoutIfNeeded()`).
@MainActor
public enum Renderer {
  /// Renders the window at the given width in characters (at least 20).
  public static func render(_ window: Window, width: Int = 60) -> String {
    render(window, width: width, handles: RenderHandles())
  }

  /// Renders the window with the labels of `handles` before the elements they name.
  public static func render(_ window: Window, width: Int = 60, handles: RenderHandles) -> String {
    window.layoutIfNeeded()
    let width = max(width, 20)
    var lines: [String] = []
    let top = window.topViewController
    if window.shownPresentation != nil { lines.append(presentedEdge(width: width)) }
    if let navigation = window.shownNavigationController {
      lines.append(navigationBar(for: navigation, width: width, handles: handles))
      lines.append(String(repeating: "-", count: width))
    }
    lines += self.lines(for: top.view, width: width, handles: handles)
    if window.isLoading {
      lines.append("")
      lines += box(["Loading..."], width: width)
    }
    if let alert = window.presentedAlert {
      lines.append("")
      lines += alertBox(alert, width: width, handles: handles)
    }
    // Texts come from users and servers: a control character in one is shown, not obeyed.
    return lines.map { line in
      trimmingTrailingSpaces(TerminalText.fitted(TerminalText.escaped(line), to: width))
    }.joined(separator: "\n")
  }

  /// The top edge of a presented screen, as a sheet's: a rule of `=` with `Sheet` in its middle.
  static func presentedEdge(width: Int) -> String {
    let label = " Sheet "
    let left = (width - label.count) / 2
    return String(repeating: "=", count: left) + label
      + String(repeating: "=", count: width - left - label.count)
  }

  static func navigationBar(
    for navigation: NavigationController, width: Int, handles: RenderHandles
  ) -> String {
    guard let top = navigation.topViewController else { return "" }
    let item = top.navigationItem
    var left = item.leftBarButtonItem.map { barButton($0, handles: handles) } ?? ""
    if item.leftBarButtonItem == nil, navigation.viewControllers.count > 1,
      !item.hidesBackButton
    {
      left = handles.prefixing("< Back", for: .control("Back"))
    }
    let right = item.rightBarButtonItem.map { barButton($0, handles: handles) } ?? ""
    var title = top.title ?? ""
    let leftWidth = TerminalText.width(of: left)
    let rightWidth = TerminalText.width(of: right)
    let start = max((width - TerminalText.width(of: title)) / 2, leftWidth + 1)
    guard start + TerminalText.width(of: title) + 1 + rightWidth <= width else {
      // Too narrow to centre: the buttons keep their place and the title gives way.
      let room = width - leftWidth - rightWidth - (left.isEmpty ? 0 : 1) - (right.isEmpty ? 0 : 1)
      title = room > 1 ? TerminalText.fitted(title, to: room) : ""
      return [left, title, right].filter { !$0.isEmpty }.joined(separator: " ")
    }
    return padded(left, to: start) + padded(title, to: width - start - rightWidth) + right
  }

  static func barButton(_ item: BarButtonItem, handles: RenderHandles) -> String {
    let text = item.isEnabled ? "[\(item.title)]" : "[\(item.title) (disabled)]"
    return handles.prefixing(text, for: .control(item.identifier ?? item.title))
  }

  static func alertBox(_ alert: AlertController, width: Int, handles: RenderHandles) -> [String] {
    var content: [String] = []
    if let title = alert.title, !title.isEmpty {
      content += title.split(separator: "\n").map(String.init)
    }
    if let message = alert.message, !message.isEmpty {
      content += wrap(message, width: width - 4)
    }
    content.append(
      alert.actions.map { handles.prefixing("[\($0.title)]", for: .alertAction($0.title)) }
        .joined(separator: " "))
    return box(content, width: width)
  }

  /// Draws lines in a `+--+` box as narrow as the content allows, at most `width` wide.
  static func box(_ content: [String], width: Int) -> [String] {
    let inner = min(content.map(TerminalText.width).max() ?? 0, width - 4)
    let edge = "+" + String(repeating: "-", count: inner + 2) + "+"
    return [edge]
      + content.map { "| " + padded(TerminalText.fitted($0, to: inner), to: inner) + " |" } + [
        edge
      ]
  }

  /// Splits text into lines of at most `width` characters, breaking at spaces where possible.
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if TerminalText.width(of: candidate) <= width || line.isEmpty {
          line = candidate
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
    }
    return lines
  }

  /// `text` followed by `pad` up to `length` terminal columns.
  static func padded(_ text: String, to length: Int, with pad: Character = " ") -> String {
    let columns = TerminalText.width(of: text)
    return columns >= length ? text : text + String(repeating: pad, count: length - columns)
  }

  static func trimmingTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
  }
}
