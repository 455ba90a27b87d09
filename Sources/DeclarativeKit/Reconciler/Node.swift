import ViewKit

/// One view's place in a host's tree: its structural identity and what lives with it.
///
/// A node is kept while a view of the same type stays at the same position (a child index in
/// its parent; a branch of an `if`; an id given with `id(_:)` or by a `ForEach`). Its state,
/// widgets, last body and running task live as long as it does; `drop()` ends them when the view
/// leaves the tree.
@MainActor
final class Node: Linkable {
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
  /// What `onChange(of:)` and `id(_:)` compare with.
  var lastValue: Any?
  /// The object a primitive keeps beside its widget (a list's data source, a `ForEach`'s rows).
  var coordinator: AnyObject?

  // MARK: - A view with a body

  /// The view value whose body was last evaluated, to compare the next one's inputs with.
  var view: Any?
  /// The `@State`s and `@Environment`s of the view value installed last, installed again when
  /// the same value is walked again.
  var properties: [any InstallableProperty]?
  /// What that evaluation returned, reconciled again while the view is clean.
  var body: (any View)?
  /// Whether something the last evaluation of the body read has changed since.
  var isDirty = false
  /// How many times this node's body has been evaluated; views declared in it carry it, so a
  /// destination knows whether the view declaring it was evaluated again.
  var generation = 0

  // MARK: - Skipping a clean subtree

  /// The node this one stands in (a list's rows stand in the list's node), told when something
  /// below it changed.
  @Linked var parent: Node?
  /// This node's link, once one is made (`Linkable`).
  var linkStorage: Link<Node>?
  /// Whether something this node's subtree read outside its bodies (a binding a control reads, a
  /// list row's builder) changed, or a descendant must be walked, since this node was last
  /// walked: until then a pass that gives it the same inputs and environment need not walk it.
  var needsWalk = true
  /// The widgets the last walk of this view's subtree returned, returned again when it is not
  /// walked.
  var widgets: [ViewKit.View]?
  /// The environment that walk was given.
  var walkedEnvironment: EnvironmentValues?
  /// What that walk gave the pass beside widgets (title, bar items, destinations), given again
  /// when it is not walked.
  var contributions: [Contribution] = []

  /// Marks this node and every node above it to be walked in the next pass: nothing clean
  /// above a change may be skipped.
  func setNeedsWalk() {
    var next: Node? = self
    while let node = next {
      node.needsWalk = true
      next = node.parent
    }
  }

  // MARK: - Appearance

  /// What `onAppear`, `onDisappear` and `task` ask of this node, if it is such a modifier.
  var lifecycle: Lifecycle?

  /// The children by position: positions are small (a tuple's elements, a modifier's parts),
  /// so an array finds one without hashing and visits them in order without sorting.
  private var children: [Node?] = []

  init(for viewType: Any.Type) {
    type = ObjectIdentifier(viewType)
    self.viewType = viewType
  }

  deinit {
    linkStorage?.object = nil
  }

  /// The child at `index` for a view of type `V`, made (and any other view there dropped) if
  /// there is none.
  func child(at index: Int, for viewType: Any.Type) -> Node {
    let existing = index < children.count ? children[index] : nil
    // A child kept from the last pass already has this parent.
    if let existing, existing.type == ObjectIdentifier(viewType) { return existing }
    let node = Node.reusing(existing, for: viewType)
    node.parent = self
    if index >= children.count {
      children.append(contentsOf: repeatElement(nil, count: index - children.count + 1))
    }
    children[index] = node
    return node
  }

  /// The node for a view of `viewType` where `existing` stands: the one rule of identity.
  ///
  /// `existing` is kept if it was made for that type; otherwise it is dropped (another type at
  /// the same place is another view) and a new node is made.
  static func reusing(_ existing: Node?, for viewType: Any.Type) -> Node {
    if let existing {
      if existing.type == ObjectIdentifier(viewType) { return existing }
      existing.drop()
    }
    return Node(for: viewType)
  }

  /// Drops the child at `index`, if any: its view has left the tree.
  func removeChild(at index: Int) {
    guard index < children.count, let child = children[index] else { return }
    child.drop()
    children[index] = nil
  }

  /// The widget of a primitive, made by `make` on first use; the identifier and accessibility
  /// texts are cleared on each pass so that only present modifiers set them.
  func widget<Widget: ViewKit.View>(_ make: () -> Widget) -> Widget {
    let found = widget as? Widget ?? make()
    widget = found
    found.identifier = nil
    found.accessibilityLabel = nil
    found.accessibilityHint = nil
    found.contextMenuInteraction = nil
    return found
  }

  /// Calls `visit` with this node and every node below it, lists' rows included.
  func forEachNode(_ visit: (Node) -> Void) {
    visit(self)
    // In position order, so that views appear and disappear in the order they are declared.
    for child in children { child?.forEachNode(visit) }
    (coordinator as? any NodeCoordinator)?.forEachNode(visit)
  }

  /// Ends everything that lives with this node and its descendants: an appeared view
  /// disappears (its task is cancelled), state boxes are detached (a binding to one then
  /// reports its writes).
  func drop() {
    lifecycle?.end()
    lifecycle = nil
    for state in states { (state as? any DetachableState)?.detach() }
    states = []
    (coordinator as? any NodeCoordinator)?.drop()
    coordinator = nil
    for child in children { child?.drop() }
    children = []
    view = nil
    body = nil
    widgets = nil
    contributions = []
  }
}

/// A state box that can be cut from its view when the view leaves the tree.
@MainActor
protocol DetachableState: AnyObject {
  /// Marks the box as belonging to no view any more.
  func detach()
}

/// Something a node keeps that must end with it.
@MainActor
protocol NodeCoordinator: AnyObject {
  /// Ends what lives with the coordinator: its nodes' state and tasks.
  func drop()
  /// Calls `visit` with every node the coordinator keeps and the nodes below them.
  func forEachNode(_ visit: (Node) -> Void)
}

extension NodeCoordinator {
  /// A coordinator without nodes of its own has none to visit.
  func forEachNode(_ visit: (Node) -> Void) {}
}
