import Observation

/// A value a view owns, kept by its host while the view stays in the tree, as SwiftUI's `State`.
///
/// The storage lives in the host's node for the view's identity, not in the view value (views
/// are made again whenever their parent's body is evaluated); it is observed, so a change
/// evaluates again the bodies that read the value (the owner's, if it reads it, and those of
/// views that read it through a binding) and no other. Writing a value equal to the current one
/// (for an `Equatable` value) changes nothing.
@MainActor
@propertyWrapper
public struct State<Value>: InstallableProperty, InputComparable {
  private let holder: StateHolder<Value>

  /// Creates a state with its first value, used when the view first enters the tree.
  public init(wrappedValue value: Value) {
    holder = StateHolder(initial: value)
  }

  /// Creates a state with its first value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value; setting it updates the views that read it in the next layout pass.
  public var wrappedValue: Value {
    get { holder.box.value }
    nonmutating set { holder.box.write(newValue) }
  }

  /// A binding to the value, for a child view to read and write.
  public var projectedValue: Binding<Value> {
    let box = holder.box
    return Binding(
      get: { box.value }, set: { box.write($0) }, location: BindingLocation(box))
  }

  /// A state is its node's, never an input its parent gives.
  func hasSameInput(as other: Any) -> Bool { true }

  func install(in node: Node, slot: inout Int, _ context: Context) -> Bool {
    defer { slot += 1 }
    if node.states.indices.contains(slot), let box = node.states[slot] as? StateBox<Value> {
      holder.box = box
      return false
    }
    let box = StateBox(holder.initial, owner: node.name, graph: context.graph)
    if node.states.indices.contains(slot) {
      node.states[slot] = box
    } else {
      node.states.append(box)
    }
    holder.box = box
    return false
  }
}

/// A property the host fills in before it evaluates a view's body (`@State`, `@Environment`).
@MainActor
protocol InstallableProperty {
  /// Connects the property to what lives in `node` (its `slot`-th state) or in the environment;
  /// whether what it reads is not what it read at the node's last evaluation.
  func install(in node: Node, slot: inout Int, _ context: Context) -> Bool
}

/// Where a `State` finds its box: none of its own until the host installs one.
@MainActor
final class StateHolder<Value> {
  let initial: Value
  var box: StateBox<Value>

  init(initial: Value) {
    self.initial = initial
    box = StateBox(initial, owner: nil, graph: nil)
  }
}

/// The storage of one `@State`, observed by the bodies that read it, and what it knows of its
/// view (to report writes that come too late).
@MainActor
final class StateBox<Value>: DetachableState {
  private let storage: ObservedValue<Value>
  private let owner: String?
  @Linked private var graph: ViewGraph?
  private var isDetached = false

  /// The value; reading it is tracked and setting it notifies the readers.
  var value: Value {
    get { storage.value }
    set { storage.value = newValue }
  }

  init(_ value: Value, owner: String?, graph: ViewGraph?) {
    storage = ObservedValue(value)
    self.owner = owner
    self.graph = graph
  }

  /// Sets the value, unless it equals the current one (nothing changes) or the view has left
  /// the tree (the write is reported and dropped).
  func write(_ newValue: Value) {
    if Inputs.areEqualValues(storage.peek, newValue) { return }
    guard let owner else {
      RuntimeIssues.report(
        "A @State of type \(Value.self) was set while its view is in no host; the value is "
          + "not kept")
      value = newValue
      return
    }
    guard !isDetached else {
      let message =
        "A binding to a @State of \(owner) was set after \(owner) left the view tree; "
        + "the value is dropped"
      if let graph { graph.report(message) } else { RuntimeIssues.report(message) }
      return
    }
    value = newValue
  }

  func detach() {
    isDetached = true
  }
}
