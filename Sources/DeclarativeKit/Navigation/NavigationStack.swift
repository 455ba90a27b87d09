import Observation
import ViewKit

/// A stack of screens driven by a path, as SwiftUI's `NavigationStack`.
///
/// It must be a scene root: the root view of a `NavigationHostingController`, around modifiers
/// such as `environment(_:)`. There its root view is the first screen and each path element
/// pushes the screen its `navigationDestination(for:destination:)` makes; anywhere else it is
/// reported and shows its root in place. Without a `path:` binding it keeps its own path, which
/// `NavigationLink(value:)` appends to.
public struct NavigationStack<Root: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let root: Root
  let path: PathAccess?

  /// Creates a stack that keeps its own path.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    path = nil
  }

  /// Creates a stack whose path is a list of values of one type.
  public init<Data: Hashable>(path: Binding<[Data]>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = PathAccess(
      read: { path.wrappedValue.map { AnyHashable($0) } },
      write: { path.wrappedValue = $0.compactMap { $0.base as? Data } },
      accepts: { $0.base is Data }, elementType: "\(Data.self)")
  }

  /// Creates a stack whose path holds values of any types.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = PathAccess(
      read: { path.wrappedValue.elements }, write: { path.wrappedValue.elements = $0 },
      accepts: { _ in true }, elementType: nil)
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let navigator = node.coordinator as? StackNavigator ?? StackNavigator(name: context.owner)
    node.coordinator = navigator
    navigator.path = path ?? navigator.ownPath
    navigator.scene = context.graph.controller?.navigationController as? any NavigationScene
    var inner = context
    inner.environment.navigator = navigator
    context.graph.register(
      StackRegistration(
        name: context.owner, elements: navigator.path.read(), setElements: navigator.path.write,
        currentElements: navigator.path.read, environment: inner.environment))
    return context.graph.reconcileChild(root, of: node, at: 0, inner)
  }
}

/// A stack of screens, as SwiftUI's older `NavigationView`: a `NavigationStack` keeping its own
/// path.
public typealias NavigationView<Content: View> = NavigationStack<Content>

/// How a stack reads and writes its path, whatever the path's type.
@MainActor
struct PathAccess {
  let read: @MainActor () -> [AnyHashable]
  let write: @MainActor ([AnyHashable]) -> Void
  /// Whether the path can hold `element` (a typed path holds one type).
  let accepts: @MainActor (AnyHashable) -> Bool
  /// The type of a typed path's elements, for runtime issues.
  let elementType: String?
}

/// What a `NavigationLink` inside a stack pushes through: the stack's path, its own when no
/// binding gives one.
@MainActor
final class StackNavigator: NodeCoordinator {
  let name: String
  /// The path of a stack without a binding, observed as `@State` would be.
  private let storage = OwnPath()
  lazy var ownPath = PathAccess(
    read: { [storage] in storage.elements }, write: { [storage] in storage.elements = $0 },
    accepts: { _ in true }, elementType: nil)
  lazy var path = ownPath
  /// The navigation controller the stack's screens are on.
  weak var scene: (any NavigationScene)?

  init(name: String) {
    self.name = name
  }

  /// Pushes the screen for `value`, or reports a value the path cannot hold.
  func append(_ value: AnyHashable, from owner: String, report: (String) -> Void) {
    guard path.accepts(value) else {
      report(
        "NavigationLink in \(owner) has a \(type(of: value.base)) value but the "
          + "NavigationStack in \(name) has a path of \(path.elementType ?? "another type"); "
          + "nothing is pushed")
      return
    }
    path.write(path.read() + [value])
  }

  /// Pushes `view` above the stack's screens, as a `NavigationLink` to a view does.
  func push(_ view: AnyView, environment: EnvironmentValues) {
    scene?.push(view, environment: environment)
  }

  func drop() {}
}

/// A stack's own path: an observable list, so that appending to it updates the scene.
@Observable
@MainActor
final class OwnPath {
  var elements: [AnyHashable] = []
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
