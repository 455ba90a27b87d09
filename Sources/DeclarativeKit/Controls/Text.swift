import ViewKit

/// A line (or lines) of read-only text, as SwiftUI's `Text`; hosted as a ViewKit `Label`.
public struct Text: View, PrimitiveView, Sendable {
  /// A primitive view: no body.
  public typealias Body = Never
  let content: String

  /// Shows a string.
  nonisolated public init(_ content: String) {
    self.content = content
  }

  /// Shows a string as it is.
  nonisolated public init(verbatim content: String) {
    self.content = content
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let label = node.widget { ViewKit.Label() }
    if label.text != content { label.text = content }
    return [label]
  }
}
