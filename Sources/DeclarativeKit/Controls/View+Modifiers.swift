import Observation
import ViewKit

extension View {
  /// Disables the controls in this view when `isDisabled`, as SwiftUI's `disabled(_:)`.
  public func disabled(_ isDisabled: Bool) -> some View {
    EnvironmentModifier(content: self) { $0.isEnabled = $0.isEnabled && !isDisabled }
  }

  /// Turns autocorrection off in the text fields of this view, as SwiftUI's
  /// `autocorrectionDisabled(_:)`.
  public func autocorrectionDisabled(_ isDisabled: Bool = true) -> some View {
    EnvironmentModifier(content: self) { $0.isAutocorrectionDisabled = isDisabled }
  }

  /// Leaves out the labels of the controls in this view (a `Toggle`'s, a `Stepper`'s, a
  /// `Picker`'s title), as SwiftUI's `labelsHidden()`: the text beside them is another view.
  public func labelsHidden() -> some View {
    EnvironmentModifier(content: self) { $0.areLabelsHidden = true }
  }

  /// Gives the widget of this view an identifier the driver and tests find it by, as SwiftUI's
  /// `accessibilityIdentifier(_:)`.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    IdentifierModifier(content: self, identifier: identifier)
  }

  /// Titles the screen this view is on, as SwiftUI's `navigationTitle(_:)`; the innermost wins.
  public func navigationTitle(_ title: String) -> some View {
    TitleModifier(content: self, title: title)
  }

  /// Sets the environment value at `keyPath` for this view and the views in it, as SwiftUI's
  /// `environment(_:_:)`: `environment(\.isEnabled, false)`, or a key of your own.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    EnvironmentModifier(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Titles the screen this view is on with a text, as SwiftUI's `navigationTitle(_:)`.
  public func navigationTitle(_ title: Text) -> some View {
    TitleModifier(content: self, title: title.content)
  }

  /// Puts an `@Observable` object in the environment of this view and the views in it (and
  /// the screens a `NavigationStack` in it pushes), as SwiftUI's `environment(_:)`.
  public func environment<Object: AnyObject & Observable>(_ object: Object?) -> some View {
    EnvironmentModifier(content: self) {
      $0.objects[ObjectIdentifier(Object.self)] = object
    }
  }
}

/// Changes the environment of its content.
struct EnvironmentModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let change: @MainActor (inout EnvironmentValues) -> Void

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    var inner = context
    change(&inner.environment)
    if inner.environment.holdsClosures {
      // A new stamp when this modifier is new or evaluated again (it may set new closures), or
      // the closures around it are others.
      let incoming = context.environment.closuresStamp
      if let (stamped, stamp) = node.lastValue as? (Int, Int), stamped == incoming,
        context.isReplay
      {
        inner.environment.closuresStamp = stamp
      } else {
        inner.environment.closuresStamp = EnvironmentValues.newStamp()
        node.lastValue = (incoming, inner.environment.closuresStamp)
      }
    }
    return context.graph.reconcileChild(content, of: node, at: 0, inner)
  }
}

/// Sets the identifier of its content's widgets.
struct IdentifierModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let identifier: String

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    for widget in widgets where widget.identifier != identifier { widget.identifier = identifier }
    return widgets
  }
}

/// Asks the host for a title.
struct TitleModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let title: String

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    context.graph.setTitle(title)
    return widgets
  }
}
