import ViewKit

extension View {
  /// Runs `action` each time this view appears: after the pass that adds it to a screen on
  /// screen, when its screen comes back on top, when its list row is drawn; as SwiftUI's
  /// `onAppear(perform:)`.
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    LifecycleModifier(content: self, onAppear: action)
  }

  /// Runs `action` each time this view disappears: it leaves the tree, its screen is covered by
  /// a push or popped, its list row is scrolled away; as SwiftUI's `onDisappear(perform:)`.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    LifecycleModifier(content: self, onDisappear: action)
  }

  /// Starts `action` each time this view appears and cancels it when the view disappears, as
  /// SwiftUI's `task(_:)`; the window tracks it, so the driver waits for it to end.
  public func task(_ action: @escaping @MainActor () async -> Void) -> some View {
    LifecycleModifier(content: self, task: action)
  }

  /// As `task(_:)`, and also cancels and starts `action` again when `id` changes while the
  /// view is shown, as SwiftUI's `task(id:_:)`.
  public func task<ID: Equatable>(
    id: ID, _ action: @escaping @MainActor () async -> Void
  ) -> some View {
    LifecycleModifier(content: self, task: action, taskID: TaskID(id))
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

/// Appearance actions: given to the node's `Lifecycle` on each pass, which runs them as the
/// view appears and disappears.
struct LifecycleModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  var onAppear: (@MainActor () -> Void)?
  var onDisappear: (@MainActor () -> Void)?
  var task: (@MainActor () async -> Void)?
  var taskID: TaskID?

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let widgets = context.graph.reconcileChild(content, of: node, at: 0, context)
    let lifecycle = node.lifecycle ?? Lifecycle(graph: context.graph)
    node.lifecycle = lifecycle
    lifecycle.onAppear = onAppear
    lifecycle.onDisappear = onDisappear
    lifecycle.task = task
    if context.environment.isInHiddenTab {
      lifecycle.hide(taskID: taskID)
    } else {
      lifecycle.update(taskID: taskID)
    }
    return widgets
  }
}

/// A `task(id:)`'s id, compared with the last pass's.
struct TaskID {
  let value: Any
  let isEqual: (Any) -> Bool

  init<ID: Equatable>(_ id: ID) {
    value = id
    isEqual = { ($0 as? ID) == id }
  }
}

/// When one modifier's view appears and disappears, and the task it runs meanwhile.
///
/// A pass that meets the view while its host is on screen makes it appear, after the pass; the
/// host leaving the screen, the view leaving the tree or its row leaving the table make it
/// disappear at once (the task is cancelled then), its `onDisappear` after the pass when one is
/// under way.
@MainActor
final class Lifecycle {
  @Linked private var graph: ViewGraph?
  var onAppear: (@MainActor () -> Void)?
  var onDisappear: (@MainActor () -> Void)?
  var task: (@MainActor () async -> Void)?
  private var taskID: TaskID?
  /// Whether the view has appeared and not disappeared since.
  private(set) var isAppeared = false
  /// Whether the view is drawn when its host is: false for a list row scrolled away.
  private var isShown = true
  private var running: Task<Void, Never>?

  init(graph: ViewGraph) {
    self.graph = graph
  }

  /// Called on each pass that meets the view: appears if the host is on screen, restarts the
  /// task if its id changed while shown.
  func update(taskID newID: TaskID?) {
    defer { taskID = newID }
    isShown = true
    guard let graph, graph.isVisible else { return }
    if !isAppeared {
      isAppeared = true
      graph.afterPass { [weak self] in self?.didAppear() }
    } else if let newID, let taskID, !taskID.isEqual(newID.value) {
      running?.cancel()
      running = nil
      graph.afterPass { [weak self] in self?.startTask() }
    }
  }

  /// Called on each pass that meets the view in a tab not shown: it stays in the tree but
  /// disappears (its task cancelled), and appears again when its tab is shown.
  func hide(taskID newID: TaskID?) {
    taskID = newID
    isShown = false
    guard isAppeared else { return }
    isAppeared = false
    running?.cancel()
    running = nil
    if let onDisappear, let graph { graph.afterPass(onDisappear) } else { onDisappear?() }
  }

  /// The host appears: a view it shows appears, and the returned action runs its `onAppear`
  /// and starts its task.
  func appearIfShown() -> (@MainActor () -> Void)? {
    guard isShown, !isAppeared else { return nil }
    isAppeared = true
    return { [weak self] in self?.didAppear() }
  }

  /// The view is no longer shown (`hides`: its row is no longer drawn, though its host is): the
  /// task is cancelled, `onDisappear` runs.
  func disappear(hides: Bool) {
    if hides { isShown = false }
    guard isAppeared else { return }
    isAppeared = false
    running?.cancel()
    running = nil
    onDisappear?()
  }

  /// The view left the tree: as `disappear()`, with `onDisappear` after the pass.
  func end() {
    guard isAppeared else { return }
    isAppeared = false
    running?.cancel()
    running = nil
    if let onDisappear, let graph { graph.afterPass(onDisappear) } else { onDisappear?() }
  }

  private func didAppear() {
    guard isAppeared else { return }
    onAppear?()
    // SwiftUI starts tasks after the pass's `onAppear`s: a task starts at once, so it waits.
    graph?.afterAppearances { [weak self] in self?.startTask() }
  }

  private func startTask() {
    guard isAppeared, let task, let graph else { return }
    let started = graph.start(task)
    // The task's synchronous start runs before it can be recorded; when that start made the view
    // go (a `dismiss()` in its first lines), the disappearance found nothing to cancel.
    if isAppeared { running = started } else { started.cancel() }
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
