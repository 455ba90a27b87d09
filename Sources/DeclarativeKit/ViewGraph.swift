import ViewKit

/// A host's reconciler: evaluates the root view into ViewKit widgets, keeping each view's node
/// (state, widgets, tasks) by structural identity, and collects what a pass produces beside
/// widgets (title, toolbar, destinations, the work to run after the pass).
@MainActor
final class ViewGraph {
  /// The controller that hosts the tree; issues and work go through it.
  weak var controller: ViewKit.ViewController?
  /// Whether the host is the root of a `NavigationHostingController`, where a `NavigationStack`
  /// may stand.
  var isSceneRoot = false
  private(set) var root: Node?

  // MARK: - What one pass collects

  /// The title the last pass asked for.
  private(set) var title: String?
  /// The bar buttons the last pass asked for.
  private(set) var leadingItem: ViewKit.BarButtonItem?
  private(set) var trailingItem: ViewKit.BarButtonItem?
  /// The navigation destinations the last pass declared, by path element type.
  private(set) var destinations: [ObjectIdentifier: Destination] = [:]
  /// The `NavigationStack` the last pass met at the scene root.
  private(set) var stack: StackRegistration?
  /// Whether the last pass asked the screen to ignore input (`allowsHitTesting(false)`).
  var ignoresInput = false
  private var pending: [@MainActor () -> Void] = []

  /// Evaluates `view` from scratch or against the last pass, returning its widgets.
  func evaluate<V: View>(_ view: V, environment: EnvironmentValues) -> [ViewKit.View] {
    title = nil
    leadingItem = nil
    trailingItem = nil
    destinations = [:]
    stack = nil
    ignoresInput = false
    let type = ObjectIdentifier(V.self)
    let node =
      root.flatMap { $0.type == type ? $0 : nil } ?? Node(for: V.self)
    if node !== root { root?.drop() }
    root = node
    return reconcile(
      view, in: node, Context(graph: self, environment: environment, owner: node.name))
  }

  /// Runs the work the last pass deferred (lifecycle actions, navigation), outside observation
  /// tracking, in the order the views asked for it.
  func runPendingWork() {
    while !pending.isEmpty {
      pending.removeFirst()()
    }
  }

  /// Drops the whole tree: the host has gone.
  func tearDown() {
    root?.drop()
    root = nil
  }

  // MARK: - Reconciling

  /// Reconciles `view` as the child at `index` of `parent`.
  func reconcileChild<V: View>(
    _ view: V, of parent: Node, at index: Int, _ context: Context
  ) -> [ViewKit.View] {
    reconcile(view, in: parent.child(at: index, for: V.self), context)
  }

  /// Reconciles `view` in its own node: a primitive makes or updates its widgets; any other view
  /// gets its state and environment installed, then its body is reconciled as its only child.
  func reconcile<V: View>(_ view: V, in node: Node, _ context: Context) -> [ViewKit.View] {
    if let primitive = view as? any PrimitiveView {
      return primitive.makeWidgets(in: node, context)
    }
    installProperties(of: view, in: node, context)
    var inner = context
    inner.owner = node.name
    return reconcileChild(view.body, of: node, at: 0, inner)
  }

  /// Where each view type met so far keeps its `@State`s and `@Environment`s: the positions of
  /// those stored properties, found once per type (a type's stored properties never change), so
  /// that a pass reflects only them and casts nothing else.
  private static var propertyPositions: [ObjectIdentifier: [Int]] = [:]

  /// Connects the view's `@State`s and `@Environment`s to the node and the environment.
  private func installProperties<V: View>(of view: V, in node: Node, _ context: Context) {
    let type = ObjectIdentifier(V.self)
    let known = Self.propertyPositions[type]
    if known?.isEmpty == true { return }
    let fields = Mirror(reflecting: view).children
    var slot = 0
    guard let known else {
      var found: [Int] = []
      for (position, field) in fields.enumerated() {
        guard let property = field.value as? any InstallableProperty else { continue }
        property.install(in: node, slot: &slot, context)
        found.append(position)
      }
      Self.propertyPositions[type] = found
      return
    }
    for position in known {
      let field = fields[fields.index(fields.startIndex, offsetBy: position)]
      (field.value as? any InstallableProperty)?.install(in: node, slot: &slot, context)
    }
  }

  // MARK: - What views ask of the host

  /// Runs `action` once this pass has ended.
  func afterPass(_ action: @escaping @MainActor () -> Void) {
    pending.append(action)
  }

  /// Runs a button's action as work the window tracks, so the driver waits for it.
  func perform(_ action: @escaping @MainActor () async -> Void) async {
    if let controller {
      await controller.run(action).value
    } else {
      await action()
    }
  }

  /// Starts a view's task, tracked by the window, cancelled when its node is dropped.
  func start(_ action: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    controller?.run(action) ?? Task { await action() }
  }

  func setTitle(_ newTitle: String) {
    if title == nil { title = newTitle }
  }

  func setBarItem(_ item: ViewKit.BarButtonItem, leading: Bool, in view: String) {
    if leading {
      if leadingItem != nil { report("\(view) has more than one leading toolbar item") }
      leadingItem = item
    } else {
      if trailingItem != nil { report("\(view) has more than one trailing toolbar item") }
      trailingItem = item
    }
  }

  func addDestination(_ destination: @escaping Destination, for type: ObjectIdentifier) {
    destinations[type] = destination
  }

  /// Records the scene's `NavigationStack`, or reports one that stands anywhere else.
  func register(_ registration: StackRegistration) {
    guard isSceneRoot, stack == nil else {
      report(
        "NavigationStack in \(registration.name) is not a scene root: host it with "
          + "NavigationHostingController; its path is ignored and its root shown in place")
      return
    }
    stack = registration
  }

  /// Reports a problem to the host, or to `RuntimeIssues` when there is none.
  func report(_ message: String) {
    if let controller {
      controller.reportRuntimeIssue(message)
    } else {
      RuntimeIssues.report(message)
    }
  }
}

/// Makes the view for a path element, or nil if the element is not of the destination's type.
typealias Destination = @MainActor (AnyHashable) -> AnyView?

/// A `NavigationStack` met at a scene root: its path, read in the pass, and the environment its
/// destinations inherit.
@MainActor
struct StackRegistration {
  /// The view holding the stack, for runtime issues.
  let name: String
  /// The path as the pass read it.
  let elements: [AnyHashable]
  /// Writes the path back (Back removes the last element).
  let setElements: @MainActor ([AnyHashable]) -> Void
  /// Reads the path now.
  let currentElements: @MainActor () -> [AnyHashable]
  /// The environment at the stack.
  let environment: EnvironmentValues
}
