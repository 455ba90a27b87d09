import Observation

/// Reads an `@Observable` object that a view around this one gave with `environment(_:)`, as
/// SwiftUI's `@Environment(Model.self)`.
///
/// Declared as `Model`, a missing object is reported to the host and stops the app (as in
/// SwiftUI); declared as `Model?`, a missing object reads as nil.
@MainActor
@propertyWrapper
public struct Environment<Value>: InstallableProperty {
  private let slot: EnvironmentSlot<Value>

  /// Reads the object of this type; it must be in the environment.
  public init(_ type: Value.Type) where Value: AnyObject & Observable {
    slot = EnvironmentSlot(typeName: "\(type)") {
      $0.objects[ObjectIdentifier(type)] as? Value
    }
  }

  /// Reads the object of this type, or nil if there is none.
  public init<Object: AnyObject & Observable>(_ type: Object.Type) where Value == Object? {
    slot = EnvironmentSlot(typeName: "\(type)") {
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

  func install(in node: Node, slot index: inout Int, _ context: Context) {
    slot.owner = node.name
    slot.graph = context.graph
    slot.value = slot.resolve(context.environment)
  }
}

/// What an `Environment` found for its view in the last pass.
@MainActor
final class EnvironmentSlot<Value> {
  let typeName: String
  let resolve: @MainActor (EnvironmentValues) -> Value?
  var value: Value?
  var owner = "a view in no host"
  weak var graph: ViewGraph?

  init(typeName: String, resolve: @escaping @MainActor (EnvironmentValues) -> Value?) {
    self.typeName = typeName
    self.resolve = resolve
  }
}
