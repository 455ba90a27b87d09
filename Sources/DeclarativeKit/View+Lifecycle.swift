import ViewKit

extension View {
  /// Runs `action` after the pass in which this view entered the tree, as SwiftUI's
  /// `onAppear(perform:)`.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
    AppearModifier(content: self, action: action)
  }

  /// Starts `action` when this view enters the tree and cancels it when the view leaves, as
  /// SwiftUI's `task(_:)`; the window tracks it, so the driver waits for it to end.
  public func task(_ action: @escaping @MainActor () async -> Void) -> some View {
    TaskModifier(content: self, action: action)
  }

  /// Runs `action` with the old and new value after a pass in which `value` changed (and after
  /// the first pass, if `initial`), as SwiftUI's `onChange(of:initial:_:)`.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false,
    _ action: @escaping @MainActor (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    ChangeModifier(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` after a pass in which `value` changed, as SwiftUI's `onChange(of:initial:_:)`.
  public func onChange<Value: Equatable>(
    of value: Value, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    ChangeModifier(content: self, value: value, initial: initial) { _, _ in action() }
  }
}

/// Runs an action once its node is new.
struct AppearModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let action: @MainActor () -> Void

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    if !node.hasAppeared {
      node.hasAppeared = true
      context.graph.afterPass(action)
    }
    return widgets
  }
}

/// Starts a task once its node is new; dropping the node cancels it.
struct TaskModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let action: @MainActor () async -> Void

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    if !node.hasAppeared {
      node.hasAppeared = true
      let graph = context.graph
      let action = action
      graph.afterPass { [weak node, weak graph] in
        guard let node, let graph else { return }
        node.task = graph.start(action)
      }
    }
    return widgets
  }
}

/// Compares a value with the last pass's.
struct ChangeModifier<Content: View, Value: Equatable>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    let newValue = value
    let action = action
    if let oldValue = node.lastValue as? Value {
      if oldValue != newValue { context.graph.afterPass { action(oldValue, newValue) } }
    } else if initial {
      context.graph.afterPass { action(newValue, newValue) }
    }
    node.lastValue = newValue
    return widgets
  }
}
