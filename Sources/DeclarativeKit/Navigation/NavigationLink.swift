import ViewKit

/// A control that pushes a screen on the `NavigationStack` around it, as SwiftUI's
/// `NavigationLink`: a value's screen (`navigationDestination(for:)` makes it) or a view.
///
/// Drawn as a button titled with its label's text; in a `List` it is the row's action, with a
/// disclosure indicator, its label's views drawn as the row's cell. Outside a stack it is disabled
/// and reported, as SwiftUI shows it.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let label: Label
  let target: Target

  enum Target {
    case value(AnyHashable?)
    case view(Destination)
  }

  /// Creates a link that appends `value` to the stack's path; a nil value disables it.
  public init<Value: Hashable>(value: Value?, @ViewBuilder label: () -> Label)
  where Destination == Never {
    self.label = label()
    target = .value(value.map { AnyHashable($0) })
  }

  /// Creates a link titled `title` that appends `value` to the stack's path.
  public init<Value: Hashable>(_ title: String, value: Value?)
  where Label == Text, Destination == Never {
    self.init(value: value) { Text(title) }
  }

  /// Creates a link that pushes `destination`.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view(destination())
  }

  /// Creates a link that pushes `destination`, as SwiftUI's older form.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    target = .view(destination)
  }

  /// Creates a link titled `title` that pushes `destination`.
  public init(_ title: String, @ViewBuilder destination: () -> Destination) where Label == Text {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a link titled `title` that pushes `destination`, as SwiftUI's older form.
  public init(_ title: String, destination: Destination) where Label == Text {
    self.init(destination: destination) { Text(title) }
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let link = node.widget { LinkButton(title: "") }
    link.labelViews = context.graph.reconcileChild(label, of: node, at: 0, context)
    let graph = context.graph
    let owner = context.owner
    switch target {
    case .value(let value):
      let navigator = context.environment.navigator
      link.isEnabled = context.environment.isEnabled && value != nil && navigator != nil
      if navigator == nil { reportOutsideStack(in: node, context) }
      link.tap = { [graph = graph.link] in
        guard let value else { return }
        navigator?.append(value, from: owner) { graph.object?.report($0) }
      }
    case .view(let destination):
      let navigator = context.environment.navigator
      link.isEnabled = context.environment.isEnabled && navigator != nil
      if navigator == nil { reportOutsideStack(in: node, context) }
      let environment = context.environment
      // Pushed when tapped: a row's link is made when the row is drawn, after the pass that
      // declares destinations.
      link.tap = { navigator?.push(AnyView(destination), environment: environment) }
    }
    return [link]
  }

  private func reportOutsideStack(in node: Node, _ context: Context) {
    guard node.lastValue == nil else { return }
    node.lastValue = true
    context.graph.report(
      "NavigationLink in \(context.owner) is not inside a NavigationStack; it is disabled")
  }
}

/// The widget of a `NavigationLink`: a button a list row shows with a disclosure indicator.
final class LinkButton: LabelledButton {}

extension View {
  /// Pushes `destination` on the stack around this view while `isPresented` is true, as
  /// SwiftUI's `navigationDestination(isPresented:destination:)`; Back sets it to false.
  public func navigationDestination<Destination: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) -> some View {
    PresentedDestinationModifier(
      content: self, isPresented: isPresented.wrappedValue, destination: destination(),
      close: { isPresented.wrappedValue = false })
  }

  /// Pushes the screen `destination` makes for `item` while it is not nil, as SwiftUI's
  /// `navigationDestination(item:destination:)`; Back sets it to nil.
  public func navigationDestination<Item: Hashable, Destination: View>(
    item: Binding<Item?>, @ViewBuilder destination: @escaping @MainActor (Item) -> Destination
  ) -> some View {
    PresentedDestinationModifier(
      content: self, isPresented: item.wrappedValue != nil,
      destination: item.wrappedValue.map(destination), close: { item.wrappedValue = nil })
  }
}

/// Declares a destination pushed while a binding says so.
struct PresentedDestinationModifier<Content: View, Destination: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let isPresented: Bool
  let destination: Destination?
  let close: @MainActor () -> Void

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    if let destination {
      context.graph.addPresentedDestination(
        PresentedDestination(
          key: ObjectIdentifier(node), isPresented: isPresented, make: { AnyView(destination) },
          generation: context.generation, environment: context.environment, close: close))
    }
    return context.graph.reconcileChild(content, of: node, at: 0, context)
  }
}

/// A destination pushed while its binding (or its link) says so, as a pass declared it.
@MainActor
struct PresentedDestination {
  /// The declaring view's node, the same from pass to pass.
  let key: ObjectIdentifier
  let isPresented: Bool
  let make: @MainActor () -> AnyView
  /// The evaluation of the view that declared it: a later one makes the screen again.
  let generation: Int
  /// The environment at the declaration, which the pushed screen inherits.
  let environment: EnvironmentValues
  /// Sets the binding back, when the user goes Back or the screen is dismissed.
  let close: @MainActor () -> Void
}
