import Observation

/// Reads an `@Observable` object that a view around this one gave with `environment(_:)`, as
/// SwiftUI's `@Environment(Model.self)`.
///
/// Declared as `Model`, a missing object is reported to the host and stops the app (as in
/// SwiftUI); declared as `Model?`, a missing object reads as nil.
@MainActor
@propertyWrapper
public struct Environment<Value>: InstallableProperty, InputComparable {
  private let slot: EnvironmentSlot<Value>

  /// Reads the object of this type; it must be in the environment.
  public init(_ type: Value.Type) where Value: AnyObject & Observable {
    slot = EnvironmentSlot(typeName: "\(type)", key: ObjectIdentifier(type)) {
      $0.objects[ObjectIdentifier(type)] as? Value
    }
  }

  /// Reads the object of this type, or nil if there is none.
  public init<Object: AnyObject & Observable>(_ type: Object.Type) where Value == Object? {
    slot = EnvironmentSlot(typeName: "\(type)", key: ObjectIdentifier(type)) {
      .some($0.objects[ObjectIdentifier(type)] as? Object)
    }
  }

  /// The object the environment holds for this view.
  public var wrappedValue: Value {
    if let value = slot.value { return value }
    let message =
      "No \(slot.typeName) in the environment of \(slot.owner): give it with "
      + ".environment(_:) on a view around it"
    slot.graph?.report(message)
    preconditionFailure(message)
  }

  /// An environment value is checked against the environment when installed, not compared as
  /// an input.
  func hasSameInput(as other: Any) -> Bool { true }

  func install(in node: Node, slot index: inout Int, _ context: Context) -> Bool {
    defer { index += 1 }
    slot.ownerNode = node
    slot.graph = context.graph
    slot.value = slot.resolve(context.environment)
    let identity = context.environment.objects[slot.key].map(ObjectIdentifier.init)
    if node.states.indices.contains(index), let last = node.states[index] as? EnvironmentRead {
      defer { last.identity = identity }
      return last.identity != identity
    }
    let read = EnvironmentRead(identity)
    if node.states.indices.contains(index) {
      node.states[index] = read
    } else {
      node.states.append(read)
    }
    return false
  }
}

/// What an `Environment` found for its view in the last pass.
@MainActor
final class EnvironmentSlot<Value> {
  let typeName: String
  /// The object's type, which the environment files it under.
  let key: ObjectIdentifier
  let resolve: @MainActor (EnvironmentValues) -> Value?
  var value: Value?
  weak var ownerNode: Node?
  var owner: String { ownerNode?.name ?? "a view in no host" }
  weak var graph: ViewGraph?

  init(
    typeName: String, key: ObjectIdentifier,
    resolve: @escaping @MainActor (EnvironmentValues) -> Value?
  ) {
    self.typeName = typeName
    self.key = key
    self.resolve = resolve
  }
}

/// Which object an `@Environment` of a node read at the last evaluation, kept among the node's
/// state boxes in the property's slot.
@MainActor
final class EnvironmentRead {
  var identity: ObjectIdentifier?

  init(_ identity: ObjectIdentifier?) {
    self.identity = identity
  }
}
