import ViewKit

/// A button with a label and an async action, as SwiftUI's `Button`; hosted as a ViewKit
/// `Button` titled by its label's texts.
///
/// Unlike SwiftUI's, the action is `async` (a synchronous closure is accepted too): the driver
/// awaits it, as it awaits a ViewKit button's, so a tap ends when its work does.
public struct Button<Label: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () async -> Void

  /// Creates a button showing the view `label` builds; its texts (a `Text`'s, an `Image`'s
  /// name in brackets) joined by spaces make the title the driver taps it by.
  public init(
    action: @escaping @MainActor () async -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    role = nil
    self.action = action
  }

  /// Creates a button of a role showing the view `label` builds, as SwiftUI's
  /// `Button(role:action:label:)`.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () async -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
    self.action = action
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let title: String
    if let text = label as? Text {
      title = text.content
    } else {
      // The label is reconciled off screen: its texts make the title.
      let widgets = context.graph.reconcileChild(label, of: node, at: 0, context)
      title = widgets.titleText
    }
    let button = node.widget { ViewKit.Button(title: title) }
    if button.title != title { button.title = title }
    let role = role?.widgetRole ?? .normal
    if button.role != role { button.role = role }
    button.isEnabled = context.environment.isEnabled
    let graph = context.graph
    let action = action
    button.action = { [weak graph] in await graph?.perform(action) }
    return [button]
  }
}

extension Button where Label == Text {
  /// Creates a button titled `title` that runs `action` when tapped.
  public init(_ title: String, action: @escaping @MainActor () async -> Void) {
    label = Text(title)
    role = nil
    self.action = action
  }

  /// Creates a button of a role titled `title`, as SwiftUI's `Button(_:role:action:)`.
  public init(
    _ title: String, role: ButtonRole?, action: @escaping @MainActor () async -> Void
  ) {
    label = Text(title)
    self.role = role
    self.action = action
  }
}

/// What a button means, as SwiftUI's `ButtonRole`; in an alert it is the action's style.
public struct ButtonRole: Hashable, Sendable {
  let name: String

  /// Destroys something, such as "Delete".
  public static let destructive = ButtonRole(name: "destructive")
  /// Backs out without doing anything.
  public static let cancel = ButtonRole(name: "cancel")

  var widgetRole: ViewKit.Button.Role {
    self == .destructive ? .destructive : self == .cancel ? .cancel : .normal
  }
}

extension ViewKit.View {
  /// The text this widget shows, if it shows one: a label's text, a button's or a switch's
  /// title.
  var shownText: String? {
    switch self {
    case let label as ViewKit.Label: label.text.isEmpty ? nil : label.text
    case let button as ViewKit.Button: button.title
    case let toggle as ViewKit.Switch: toggle.title
    default: nil
    }
  }
}

extension [ViewKit.View] {
  /// The text these widgets and the ones inside them show, joined: what a label made of views
  /// says.
  @MainActor var titleText: String {
    flatMap(\.allViews).compactMap(\.shownText).joined(separator: " ")
  }
}
