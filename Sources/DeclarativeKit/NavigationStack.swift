import ViewKit

/// A stack of screens driven by a path, as SwiftUI's `NavigationStack(path:root:)`.
///
/// It must be a scene root: the root view of a `NavigationHostingController`, around modifiers
/// such as `environment(_:)`. There its root view is the first screen and each path element
/// pushes the screen its `navigationDestination(for:destination:)` makes; anywhere else it is
/// reported and shows its root in place.
public struct NavigationStack<Root: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let root: Root
  let readPath: @MainActor () -> [AnyHashable]
  let writePath: @MainActor ([AnyHashable]) -> Void

  /// Creates a stack whose path is a list of values of one type.
  public init<Data: Hashable>(path: Binding<[Data]>, @ViewBuilder root: () -> Root) {
    self.root = root()
    readPath = { path.wrappedValue.map { AnyHashable($0) } }
    writePath = { path.wrappedValue = $0.compactMap { $0.base as? Data } }
  }

  /// Creates a stack whose path holds values of any types.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    readPath = { path.wrappedValue.elements }
    writePath = { path.wrappedValue.elements = $0 }
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    context.graph.register(
      StackRegistration(
        name: context.owner, elements: readPath(), setElements: writePath,
        currentElements: readPath, environment: context.environment))
    return context.graph.reconcileChild(root, of: node, at: 0, context)
  }
}

extension View {
  /// Declares the screen a `NavigationStack` pushes for a path element of type `Data`, as
  /// SwiftUI's `navigationDestination(for:destination:)`.
  public func navigationDestination<Data: Hashable, Destination: View>(
    for data: Data.Type, @ViewBuilder destination: @escaping @MainActor (Data) -> Destination
  ) -> some View {
    DestinationModifier(
      content: self, type: ObjectIdentifier(data),
      destination: { element in (element.base as? Data).map { AnyView(destination($0)) } })
  }
}

/// Declares a destination to the host.
struct DestinationModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let type: ObjectIdentifier
  let destination: Destination

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    context.graph.addDestination(destination, for: type, generation: context.generation)
    return context.graph.reconcileChild(content, of: node, at: 0, context)
  }
}
