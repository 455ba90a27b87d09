import Observation

/// Reads a value of the environment, as SwiftUI's `@Environment`: a key's value
/// (`@Environment(\.dismiss)`), or an `@Observable` object a view around this one gave with
/// `environment(_:)` (`@Environment(Model.self)`).
///
/// A view reading a key is evaluated again when the value it read changes. Declared as `Model`,
/// a missing object is reported to the host and stops the app (as in SwiftUI); declared as
/// `Model?`, a missing object reads as nil.
@MainActor
@propertyWrapper
public struct Environment<Value>: InstallableProperty, InputComparable {
  private let slot: EnvironmentSlot<Value>

  /// Reads the value at `keyPath`, such as `\.dismiss` or a key of your own.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    slot = EnvironmentSlot(
      typeName: "\(Value.self)", identify: { _ in nil }, resolve: { $0[keyPath: keyPath] })
  }

  /// Reads the object of this type; it must be in the environment.
  public init(_ type: Value.Type) where Value: AnyObject & Observable {
    let key = ObjectIdentifier(type)
    slot = EnvironmentSlot(
      typeName: "\(type)", identify: { $0.objects[key].map(ObjectIdentifier.init) },
      resolve: { $0.objects[key] as? Value })
  }

  /// Reads the object of this type, or nil if there is none.
  public init<Object: AnyObject & Observable>(_ type: Object.Type) where Value == Object? {
    let key = ObjectIdentifier(type)
    slot = EnvironmentSlot(
      typeName: "\(type)", identify: { $0.objects[key].map(ObjectIdentifier.init) },
      resolve: { .some($0.objects[key] as? Object) })
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
    slot.install(in: node, slot: &index, context)
  }

}

/// What an `Environment` found for its view in the last pass.
@MainActor
final class EnvironmentSlot<Value> {
  let typeName: String
  /// The object read, by identity; nil for a key's value.
  let identify: @MainActor (EnvironmentValues) -> ObjectIdentifier?
  let resolve: @MainActor (EnvironmentValues) -> Value?
  var value: Value?
  @Linked var ownerNode: Node?
  var owner: String { ownerNode?.name ?? "a view in no host" }
  @Linked var graph: ViewGraph?

  init(
    typeName: String, identify: @escaping @MainActor (EnvironmentValues) -> ObjectIdentifier?,
    resolve: @escaping @MainActor (EnvironmentValues) -> Value?
  ) {
    self.typeName = typeName
    self.identify = identify
    self.resolve = resolve
  }

  /// Reads the environment for the wrapper at `index` of `node`; whether what it reads is not
  /// what it read at the last evaluation (another object, or a key's value not the same).
  func install(in node: Node, slot index: inout Int, _ context: Context) -> Bool {
    defer { index += 1 }
    ownerNode = node
    graph = context.graph
    let value = resolve(context.environment)
    self.value = value
    let identity = identify(context.environment)
    if node.states.indices.contains(index), let last = node.states[index] as? EnvironmentRead {
      defer {
        last.identity = identity
        last.value = value
      }
      if identity != nil || last.identity != nil { return last.identity != identity }
      // A key's value: changed unless equal as an input would be.
      guard let old = last.value, let value else { return (last.value == nil) != (value == nil) }
      return !EnvironmentValues.isSameValue(old, value)
    }
    let read = EnvironmentRead(identity, value: value)
    if node.states.indices.contains(index) {
      node.states[index] = read
    } else {
      node.states.append(read)
    }
    return false
  }
}

/// What an `@Environment` of a node read at the last evaluation (an object by identity, or a
/// key's value), kept among the node's state boxes in the property's slot.
@MainActor
final class EnvironmentRead {
  var identity: ObjectIdentifier?
  var value: Any?

  init(_ identity: ObjectIdentifier?, value: Any?) {
    self.identity = identity
    self.value = value
  }
}
