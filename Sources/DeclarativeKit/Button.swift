import ViewKit

/// A button with a title and an async action, as SwiftUI's `Button`; hosted as a ViewKit
/// `Button`.
///
/// Unlike SwiftUI's, the action is `async`: the host runs it as work the window tracks, so the
/// driver waits for it to end, as it waits for a ViewKit button's.
public struct Button: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let title: String
  let action: @MainActor () async -> Void

  /// Creates a button that runs `action` when tapped.
  public init(_ title: String, action: @escaping @MainActor () async -> Void) {
    self.title = title
    self.action = action
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let button = node.widget { ViewKit.Button(title: title) }
    if button.title != title { button.title = title }
    button.isEnabled = context.environment.isEnabled
    let graph = context.graph
    let action = action
    button.action = { [weak graph] in await graph?.perform(action) }
    return [button]
  }
}
