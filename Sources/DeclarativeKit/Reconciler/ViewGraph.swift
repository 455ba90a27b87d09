import Observation
import ViewKit

/// A host's reconciler: evaluates the root view into ViewKit widgets, keeping each view's node
/// (state, widgets, last body, tasks) by identity, and collects what a pass produces beside
/// widgets (title, toolbar, destinations, the work to run after the pass).
///
/// A pass evaluates a view's body only when the view is new, something its last evaluation read
/// has changed (each body is evaluated in its own observation scope), or its parent gave it
/// different inputs (`Inputs`). It does not walk a view at all when, besides, its environment is
/// the last walk's and nothing below it changed (`Node.needsWalk`): the view keeps its widgets,
/// and what its subtree gave the last pass (title, bar items, destinations) is given again. A
/// view that must be walked but not evaluated has its last body walked again as it was.
@MainActor
final class ViewGraph: Linkable {
  /// The controller that hosts the tree; issues and work go through it.
  weak var controller: ViewKit.ViewController?
  /// This graph's link, once one is made (`Linkable`).
  var linkStorage: Link<ViewGraph>?
  /// Whether the host is the root of a `NavigationHostingController`, where a `NavigationStack`
  /// may stand.
  var isSceneRoot = false
  private(set) var root: Node?
  /// Whether the host is on screen, between its `viewWillAppear` and `viewWillDisappear`.
  ///
  /// Views appear only then.
  private(set) var isVisible = false
  /// Whether the host has appeared, or been covered, once; until then the work of its passes
  /// waits, so that a screen's views appear before anything they asked for runs
  /// (`onChange(initial:)`).
  private var isSettled = false

  deinit {
    linkStorage?.object = nil
  }

  // MARK: - What one pass collects

  /// The title the last pass asked for.
  private(set) var title: String?
  /// The bar buttons the last pass asked for.
  private(set) var leadingItem: ViewKit.BarButtonItem?
  private(set) var trailingItem: ViewKit.BarButtonItem?
  /// The navigation destinations the last pass declared, by path element type.
  private(set) var destinations: [ObjectIdentifier: DeclaredDestination] = [:]
  /// The destinations the last pass declared pushed while a binding or a link says so.
  private(set) var presentedDestinations: [PresentedDestination] = []
  /// The `NavigationStack` the last pass met at the scene root.
  private(set) var stack: StackRegistration?
  /// Whether the last pass asked the screen to ignore input (`allowsHitTesting(false)`).
  private(set) var ignoresInput = false
  /// What this pass has been given so far beside widgets, in order: each walked node keeps its
  /// subtree's part, to give it again in a pass that skips the node.
  private var contributions: [Contribution] = []
  private var pending: [@MainActor () -> Void] = []
  private var isRunningPending = false
  private var hasReportedMisplacedStack = false
  /// How many walks of hidden views are under way (`hidingContributions`).
  private var hidingDepth = 0

  /// Evaluates `view` from scratch or against the last pass, returning its widgets.
  func evaluate<V: View>(
    _ view: V, environment: EnvironmentValues, isSameRoot: Bool = false
  ) -> [ViewKit.View] {
    title = nil
    leadingItem = nil
    trailingItem = nil
    destinations = [:]
    presentedDestinations = []
    stack = nil
    ignoresInput = false
    contributions = []
    let node = Node.reusing(root, for: V.self)
    root = node
    var context = Context(graph: self, environment: environment, ownerNode: node, generation: 0)
    context.isReplay = isSameRoot
    return reconcile(view, in: node, context)
  }

  /// Runs the work the last pass deferred (lifecycle actions, navigation), outside observation
  /// tracking, in the order the views asked for it.
  func runPendingWork() {
    guard !isRunningPending, isSettled || controller == nil else { return }
    isRunningPending = true
    defer { isRunningPending = false }
    while !pending.isEmpty {
      pending.removeFirst()()
    }
  }

  /// Drops the whole tree: the host has gone.
  func tearDown() {
    root?.drop()
    root = nil
    runPendingWork()
  }

  // MARK: - Appearance

  /// The host comes on screen: the views in its tree (its list rows drawn) appear now, before
  /// any work their passes left.
  func hostWillAppear() {
    isVisible = true
    isSettled = true
    var appearing: [@MainActor () -> Void] = []
    root?.forEachNode { node in
      if let action = node.lifecycle?.appearIfShown() { appearing.append(action) }
    }
    pending = appearing + pending
    runPendingWork()
  }

  /// The host leaves the screen (covered by a push, or popped): every view that appeared
  /// disappears now, its task cancelled.
  func hostWillDisappear() {
    isVisible = false
    root?.forEachNode { $0.lifecycle?.disappear(hides: false) }
    // A screen covered before it ever appeared (a path given at launch) still does its work.
    if !isSettled {
      isSettled = true
      runPendingWork()
    }
  }

  // MARK: - Reconciling

  /// Reconciles `view` as the child at `index` of `parent`.
  func reconcileChild<V: View>(
    _ view: V, of parent: Node, at index: Int, _ context: Context
  ) -> [ViewKit.View] {
    reconcile(view, in: parent.child(at: index, for: V.self), context)
  }

  /// Reconciles `view` in its own node: a primitive makes or updates its widgets; any other view
  /// gets its state and environment installed, then its body (evaluated again only if it must
  /// be) is reconciled as its only child, unless nothing in it changed (then it is not walked).
  func reconcile<V: View>(_ view: V, in node: Node, _ context: Context) -> [ViewKit.View] {
    if let primitive = V.self as? any PrimitiveView.Type {
      return primitive.makeWidgets(of: view, in: node, context)
    }
    return reconcileBody(of: view, in: node, context, canSkip: true) { view.body }
  }

  /// Reconciles the body `evaluate` makes of `value` (a view, or a `ViewModifier` around its
  /// content) as `node`'s only child: not walked at all when `canSkip`, the body need not be
  /// evaluated, the environment is the last walk's and nothing below changed; else walked in an
  /// observation scope of its own, so that a change to what the walk read outside bodies (a
  /// control's binding) has the node walked again.
  func reconcileBody<V>(
    of value: V, in node: Node, _ context: Context, canSkip: Bool, evaluate: () -> any View
  ) -> [ViewKit.View] {
    let environmentChanged = installProperties(of: value, in: node, context)
    let isClean = isClean(value, in: node, context, environmentChanged: environmentChanged)
    // A picker collects its rows' tags as they are walked: its content is always walked.
    if canSkip, isClean, !node.needsWalk, let widgets = node.widgets, TaggedRows.count == nil,
      node.walkedEnvironment?.walksAsBefore(context.environment) == true
    {
      for contribution in node.contributions { contribute(contribution) }
      return widgets
    }
    let generation = node.generation
    let body: any View
    if isClean, let last = node.body {
      body = last
    } else {
      body = evaluateBody(of: value, in: node, evaluate: evaluate)
    }
    BodyEvaluations.recordWalk(V.self)
    node.needsWalk = false
    let start = contributions.count
    let controller = controller
    let inner = context.inside(node, isReplay: node.generation == generation)
    let link = node.link
    let widgets = withObservationTracking {
      reconcileChild(body, of: node, at: 0, inner)
    } onChange: { [weak controller] in
      MainActor.assumeIsolated {
        link.object?.setNeedsWalk()
        controller?.setNeedsUpdateProperties()
      }
    }
    node.widgets = widgets
    node.walkedEnvironment = context.environment
    node.contributions = Array(contributions[start...])
    return widgets
  }

  /// The body of `view` in `node`: the last one while the view is clean and its inputs are
  /// those of the last evaluation, else a new evaluation in the node's own observation scope.
  func resolveBody<V: View>(of view: V, in node: Node, _ context: Context) -> any View {
    resolveBody(of: view, in: node, context) { view.body }
  }

  /// The body `evaluate` makes of `value` (a view, or a `ViewModifier` around its content) in
  /// `node`, resolved as a view's: the last one while nothing it read changed and `value` has
  /// the inputs of the last evaluation.
  func resolveBody<V>(
    of value: V, in node: Node, _ context: Context, evaluate: () -> any View
  ) -> any View {
    let environmentChanged = installProperties(of: value, in: node, context)
    if isClean(value, in: node, context, environmentChanged: environmentChanged),
      let body = node.body
    {
      return body
    }
    return evaluateBody(of: value, in: node, evaluate: evaluate)
  }

  /// Whether `node`'s last body still stands for `value`: nothing it read changed, and `value`
  /// has the inputs of the last evaluation.
  private func isClean<V>(
    _ value: V, in node: Node, _ context: Context, environmentChanged: Bool
  ) -> Bool {
    !node.isDirty && !environmentChanged && node.body != nil
      && (context.isReplay || (node.view as? V).map({ Inputs.areEqual($0, value) }) == true)
  }

  /// Evaluates the body of `value` in `node`'s own observation scope: a change to what it read
  /// marks the node dirty, and every node above it to be walked.
  private func evaluateBody<V>(of value: V, in node: Node, evaluate: () -> any View) -> any View {
    node.isDirty = false
    node.view = value
    node.generation += 1
    let generation = node.generation
    let controller = controller
    let link = node.link
    let body = withObservationTracking {
      evaluate()
    } onChange: { [weak controller] in
      MainActor.assumeIsolated {
        // A scope an earlier evaluation left behind says nothing about the current body.
        guard let node = link.object, node.generation == generation else { return }
        node.isDirty = true
        node.setNeedsWalk()
        controller?.setNeedsUpdateProperties()
      }
    }
    BodyEvaluations.record(V.self)
    node.body = body
    return body
  }

  /// Where each view type met so far keeps its `@State`s and `@Environment`s: the positions of
  /// those stored properties, found once per type (a type's stored properties never change), so
  /// that a pass reflects only them and casts nothing else.
  private static var propertyPositions: [ObjectIdentifier: [Int]] = [:]

  /// Connects the view's `@State`s and `@Environment`s to the node and the environment;
  /// whether an environment object the view reads is not the one it read last time.
  private func installProperties<V>(of view: V, in node: Node, _ context: Context) -> Bool {
    let type = ObjectIdentifier(V.self)
    let known = Self.propertyPositions[type]
    if known?.isEmpty == true { return false }
    var slot = 0
    var changed = false
    // A replayed view is the very value installed last time: its wrappers need no reflection.
    if context.isReplay, let installed = node.properties {
      for property in installed {
        changed = property.install(in: node, slot: &slot, context) || changed
      }
      return changed
    }
    let fields = Mirror(reflecting: view).children
    var properties: [any InstallableProperty] = []
    if let known {
      for position in known {
        let field = fields[fields.index(fields.startIndex, offsetBy: position)]
        if let property = Self.installable(field.value) { properties.append(property) }
      }
    } else {
      var found: [Int] = []
      for (position, field) in fields.enumerated() {
        guard let property = Self.installable(field.value) else { continue }
        properties.append(property)
        found.append(position)
      }
      Self.propertyPositions[type] = found
    }
    for property in properties {
      changed = property.install(in: node, slot: &slot, context) || changed
    }
    node.properties = properties
    return changed
  }

  /// A field the host connects: a wrapper of the kit's, or a custom `DynamicProperty` holding some.
  private static func installable(_ field: Any) -> (any InstallableProperty)? {
    if let property = field as? any InstallableProperty { return property }
    if let property = field as? any DynamicProperty { return ComposedProperty(property) }
    return nil
  }

  // MARK: - What views ask of the host

  /// Runs `action` once this pass has ended (a list's row: once the row is drawn).
  func afterPass(_ action: @escaping @MainActor () -> Void) {
    pending.append(action)
  }

  /// Runs `action` after the deferred work already queued (the other views' `onAppear`s), or now
  /// when none is running.
  func afterAppearances(_ action: @escaping @MainActor () -> Void) {
    if isRunningPending { pending.append(action) } else { action() }
  }

  /// Runs a tap's synchronous action, as SwiftUI does, and has the window wait for the tasks it
  /// starts (`TapWork`), so the driver's tap ends when the work it started does.
  func perform(_ action: @MainActor () -> Void) {
    let ending = TapWork.Ending()
    TapWork.$current.withValue(TapWork(ending)) { action() }
    // An action that started no task has nothing left to wait for.
    guard !ending.hasEnded else { return }
    _ = controller?.run(atOnce: true) { await ending.wait() }
  }

  /// Starts a view's task, tracked by the window, cancelled when its node is dropped.
  func start(_ action: @escaping @MainActor () async -> Void) -> Task<Void, Never> {
    controller?.run(atOnce: true, action) ?? Task { await action() }
  }

  func setTitle(_ newTitle: String) {
    contribute(.title(newTitle))
  }

  func setBarItem(
    _ item: ViewKit.BarButtonItem, leading: Bool, in view: @escaping @MainActor () -> String
  ) {
    contribute(.barItem(item, leading: leading, view: view))
  }

  func addDestination(
    _ destination: @escaping Destination, for type: ObjectIdentifier, generation: Int
  ) {
    contribute(.destination(destination, type: type, generation: generation))
  }

  func addPresentedDestination(_ destination: PresentedDestination) {
    contribute(.presentedDestination(destination))
  }

  /// Records the scene's `NavigationStack`, or reports one that stands anywhere else.
  func register(_ registration: StackRegistration) {
    contribute(.stack(registration))
  }

  /// Has the screen ignore input for this pass.
  func ignoreInput() {
    contribute(.ignoresInput)
  }

  /// Runs `walk` (a tab not shown) dropping what it gives beside widgets: a hidden view titles
  /// nothing and declares no stack, toolbar or destination.
  func hidingContributions<T>(_ walk: () -> T) -> T {
    hidingDepth += 1
    defer { hidingDepth -= 1 }
    return walk()
  }

  /// Takes what a view gives this pass beside widgets, and keeps it for the nodes being walked.
  private func contribute(_ contribution: Contribution) {
    guard hidingDepth == 0 else { return }
    contributions.append(contribution)
    switch contribution {
    case .title(let newTitle):
      if title == nil { title = newTitle }
    case .barItem(let item, let leading, let view):
      if leading {
        if leadingItem != nil { report("\(view()) has more than one leading toolbar item") }
        leadingItem = item
      } else {
        if trailingItem != nil { report("\(view()) has more than one trailing toolbar item") }
        trailingItem = item
      }
    case .destination(let destination, let type, let generation):
      destinations[type] = DeclaredDestination(make: destination, generation: generation)
    case .presentedDestination(let destination):
      presentedDestinations.append(destination)
    case .stack(let registration):
      guard isSceneRoot, stack == nil else {
        // Once per host, not on every pass.
        guard !hasReportedMisplacedStack else { return }
        hasReportedMisplacedStack = true
        report(
          "NavigationStack in \(registration.name) is not a scene root: host it with "
            + "NavigationHostingController; its path is ignored and its root shown in place")
        return
      }
      stack = registration
    case .ignoresInput:
      ignoresInput = true
    }
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

/// What a view gives a pass beside its widgets.
@MainActor
enum Contribution {
  case title(String)
  case barItem(ViewKit.BarButtonItem, leading: Bool, view: @MainActor () -> String)
  case destination(Destination, type: ObjectIdentifier, generation: Int)
  case presentedDestination(PresentedDestination)
  case stack(StackRegistration)
  case ignoresInput
}

/// Makes the view for a path element, or nil if the element is not of the destination's type.
typealias Destination = @MainActor (AnyHashable) -> AnyView?

/// A destination as a pass declared it, with the evaluation of the view that declared it: a
/// later evaluation may capture other values, so the screens it made are made again.
struct DeclaredDestination {
  let make: Destination
  let generation: Int
}

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
