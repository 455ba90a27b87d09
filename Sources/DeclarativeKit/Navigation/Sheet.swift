import ViewKit

extension View {
  /// Presents a sheet of `content` while `isPresented` is true, as SwiftUI's
  /// `sheet(isPresented:onDismiss:content:)`.
  ///
  /// The sheet is a scene of its own (a `NavigationStack` in it pushes inside the sheet; without
  /// one it shows no bar), with the environment of this modifier, and it is made again with
  /// current values whenever the view declaring it is evaluated again. A user's Back (or the
  /// sheet's `dismiss`) sets `isPresented` back to false; setting it to false dismisses the
  /// sheet; either way `onDismiss` then runs. A second sheet asked for while one is shown is
  /// reported, naming the view, and its binding set back.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    SheetModifier(
      content: self, onDismiss: onDismiss,
      request: { isPresented.wrappedValue ? SheetRequest(id: true, make: content) : nil },
      clear: { _ in if isPresented.wrappedValue { isPresented.wrappedValue = false } })
  }

  /// Presents a sheet for `item` while it is not nil, as SwiftUI's
  /// `sheet(item:onDismiss:content:)`; an item of another id replaces the sheet (the shown one
  /// is dismissed, then the new one presented), and a dismissal sets `item` back to nil.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    SheetModifier(
      content: self, onDismiss: onDismiss,
      request: {
        item.wrappedValue.map { value in
          SheetRequest(id: AnyHashable(value.id), make: { content(value) })
        }
      },
      clear: { id in
        if let value = item.wrappedValue, AnyHashable(value.id) == id { item.wrappedValue = nil }
      })
  }
}

/// A sheet a binding asks for: which one (an item's id, or `true`) and how to make its view.
@MainActor
struct SheetRequest<Sheet: View> {
  let id: AnyHashable
  let make: @MainActor () -> Sheet
}

/// Presents, updates and dismisses a sheet through its binding, from the passes of the view
/// declaring it; the sheet itself is a `PresentedSheet` kept with the modifier's node.
struct SheetModifier<Content: View, Sheet: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let onDismiss: (@MainActor () -> Void)?
  let request: @MainActor () -> SheetRequest<Sheet>?
  let clear: @MainActor (AnyHashable) -> Void

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    let state = node.coordinator as? PresentedSheet<Sheet> ?? PresentedSheet<Sheet>()
    node.coordinator = state
    state.onDismiss = onDismiss
    state.clear = clear
    let graph = context.graph
    guard let wanted = request() else {
      if state.requestedID != nil {
        state.requestedID = nil
        graph.afterPass { [weak state] in state?.close() }
      }
      return widgets
    }
    var environment = context.environment
    // A sheet is a scene of its own: a link in it pushes on its stack, never the presenter's.
    environment.navigator = nil
    let generation = context.generation
    if state.requestedID != wanted.id {
      state.requestedID = wanted.id
      let owner = context.owner
      graph.afterPass { [weak state, graph = graph.link] in
        guard let state, let controller = graph.object?.controller else { return }
        state.show(wanted, environment: environment, generation: generation, from: controller) {
          graph.object?.report(
            "sheet in \(owner) was asked for while \($0) is presented; it is not shown and its "
              + "binding is set back")
        }
      }
    } else if generation != state.generation || !environment.isSame(as: state.environment) {
      graph.afterPass { [weak state] in
        state?.update(wanted, environment: environment, generation: generation)
      }
    }
    return widgets
  }
}
