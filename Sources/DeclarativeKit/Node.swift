import ViewKit

/// One view's place in a host's tree: its structural identity and what lives with it.
///
/// A node is kept while a view of the same type stays at the same position (a child index in
/// its parent; a branch of an `if`). Its state, widgets and running task live as long as it does;
/// `drop()` ends them when the view leaves the tree.
@MainActor
final class Node {
  /// The view type this node was made for; another type at the same place is another view.
  let type: ObjectIdentifier
  private let viewType: Any.Type
  /// The view's type name, for runtime issues; worked out on first use, since most nodes are
  /// never named (describing a generic type costs a metadata walk).
  private(set) lazy var name = String(describing: viewType)
  /// The state boxes of the view's `@State` properties, in declaration order.
  var states: [AnyObject] = []
  /// The widget a primitive made, kept to be updated in place.
  var widget: ViewKit.View?
  /// Bar button items a toolbar made, by item position.
  var barItems: [Int: ViewKit.BarButtonItem] = [:]
  /// The work a `task` modifier started.
  var task: Task<Void, Never>?
  /// What `onChange(of:)` compares with.
  var lastValue: Any?
  /// The object a primitive keeps beside its widget (a list's data source, a `ForEach`'s rows).
  var coordinator: AnyObject?
  /// Whether `onAppear` has run for this node.
  var hasAppeared = false
  private var children: [Int: Node] = [:]

  init(for viewType: Any.Type) {
    type = ObjectIdentifier(viewType)
    self.viewType = viewType
  }

  /// The child at `index` for a view of type `V`, made (and any other view there dropped) if
  /// there is none.
  func child<V: View>(at index: Int, for viewType: V.Type) -> Node {
    let type = ObjectIdentifier(viewType)
    if let existing = children[index], existing.type == type { return existing }
    children[index]?.drop()
    let node = Node(for: viewType)
    children[index] = node
    return node
  }

  /// Drops the child at `index`, if any: its view has left the tree.
  func removeChild(at index: Int) {
    children[index]?.drop()
    children[index] = nil
  }

  /// The widget of a primitive, made by `make` on first use; the identifier is cleared on each
  /// pass so that only a present `accessibilityIdentifier` sets it.
  func widget<Widget: ViewKit.View>(_ make: () -> Widget) -> Widget {
    let found = widget as? Widget ?? make()
    widget = found
    found.identifier = nil
    return found
  }

  /// Ends everything that lives with this node and its descendants: tasks are cancelled, state
  /// boxes detached (a binding to one then reports its writes).
  func drop() {
    task?.cancel()
    task = nil
    for state in states { (state as? any DetachableState)?.detach() }
    states = []
    (coordinator as? any NodeCoordinator)?.drop()
    coordinator = nil
    for child in children.values { child.drop() }
    children = [:]
  }
}

/// A state box that can be cut from its view when the view leaves the tree.
@MainActor
protocol DetachableState: AnyObject {
  /// Marks the box as belonging to no view any more.
  func detach()
}
