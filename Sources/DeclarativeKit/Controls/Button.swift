import ViewKit

/// A button with a label and an action, as SwiftUI's `Button`; hosted as a ViewKit `Button`
/// titled by its label's texts.
///
/// The action is synchronous, as SwiftUI's: work that awaits starts in a `Task`, and the driver
/// waits for the tasks a tap started (`TapWork`), so a tap ends when its work does.
public struct Button<Label: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () -> Void

  /// Creates a button showing the view `label` builds; its texts (a `Text`'s, an `Image`'s
  /// name in brackets) joined by spaces make the title the driver taps it by.
  public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    role = nil
    self.action = action
  }

  /// Creates a button of a role showing the view `label` builds, as SwiftUI's
  /// `Button(role:action:label:)`.
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
    self.action = action
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let button = node.widget { LabelledButton(title: "") }
    if let text = label as? Text {
      button.labelViews = []
      if button.title != text.content { button.title = text.content }
    } else {
      // The label is reconciled off screen: its texts make the title, a row shows its views.
      button.labelViews = context.graph.reconcileChild(label, of: node, at: 0, context)
    }
    let role = role?.widgetRole ?? .normal
    if button.role != role { button.role = role }
    button.isEnabled = context.environment.isEnabled
    let graph = context.graph
    let action = action
    button.tap = { [graph = graph.link] in graph.object?.perform(action) }
    return [button]
  }
}

extension Button where Label == Text {
  /// Creates a button titled `title` that runs `action` when tapped.
  public init(_ title: String, action: @escaping @MainActor () -> Void) {
    label = Text(title)
    role = nil
    self.action = action
  }

  /// Creates a button of a role titled `title`, as SwiftUI's `Button(_:role:action:)`.
  public init(
    _ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    label = Text(title)
    self.role = role
    self.action = action
  }
}

extension Button where Label == DeclarativeKit.Label<Text, Image> {
  /// Creates a button titled `title` beside the system symbol `systemImage`, as SwiftUI's
  /// `Button(_:systemImage:action:)`.
  public init(_ title: String, systemImage: String, action: @escaping @MainActor () -> Void) {
    label = DeclarativeKit.Label(title, systemImage: systemImage)
    role = nil
    self.action = action
  }

  /// Creates a button of a role with a title and a system symbol, as SwiftUI's
  /// `Button(_:systemImage:role:action:)`.
  public init(
    _ title: String, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    label = DeclarativeKit.Label(title, systemImage: systemImage)
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
    // One walk: building each subtree's `allViews` array took a tenth of a list row's time on
    // the bench.
    var texts: [String] = []
    func collect(_ view: ViewKit.View) {
      if let text = view.shownText { texts.append(text) }
      for subview in view.subviews { collect(subview) }
    }
    for view in self { collect(view) }
    return texts.spaced
  }
}

extension [String] {
  /// The strings joined by single spaces, as `joined(separator: " ")`, which the profile showed
  /// unspecialised, at a twentieth of a list row's time.
  var spaced: String {
    guard var result = first else { return "" }
    for text in dropFirst() {
      result += " "
      result += text
    }
    return result
  }

}
