/// An `ObservableObject` a view makes and owns, as SwiftUI's `StateObject`: made once, when the
/// view first enters the tree, and kept by the host for the view's identity, as `@State` is.
///
/// The expression given is evaluated only then; `$model.name` is a `Binding`.
@MainActor
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: InstallableProperty, InputComparable {
  private let holder: StateObjectHolder<ObjectType>

  /// Makes the object with `make` when the view first enters the tree.
  public init(wrappedValue make: @autoclosure @escaping () -> ObjectType) {
    holder = StateObjectHolder(make)
  }

  /// The object; a body that reads it is evaluated again on `objectWillChange.send()`.
  public var wrappedValue: ObjectType {
    let object = holder.resolve()
    object.observeWillChange()
    return object
  }

  /// Makes bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: holder.resolve())
  }

  /// A state object is its node's, never an input its parent gives.
  func hasSameInput(as other: Any) -> Bool { true }

  func install(in node: Node, slot: inout Int, _ context: Context) -> Bool {
    defer { slot += 1 }
    if node.states.indices.contains(slot), let box = node.states[slot] as? StateObjectBox {
      if let object = box.object as? ObjectType {
        holder.object = object
        return false
      }
    }
    let box = StateObjectBox(holder.object ?? holder.make())
    if node.states.indices.contains(slot) {
      node.states[slot] = box
    } else {
      node.states.append(box)
    }
    holder.object = box.object as? ObjectType
    return false
  }
}

/// Where a `StateObject` finds its object: the node's, once installed.
@MainActor
final class StateObjectHolder<ObjectType: ObservableObject> {
  let make: () -> ObjectType
  var object: ObjectType?

  init(_ make: @escaping () -> ObjectType) {
    self.make = make
  }

  /// The installed object; read before the view is in a host, an object made now and reported.
  func resolve() -> ObjectType {
    if let object { return object }
    RuntimeIssues.report(
      "A @StateObject of type \(ObjectType.self) was read while its view is in no host; a new "
        + "object is made for this view value")
    let made = make()
    object = made
    return made
  }
}

/// The object of one `@StateObject`, kept among the node's state boxes.
@MainActor
final class StateObjectBox {
  let object: AnyObject

  init(_ object: AnyObject) {
    self.object = object
  }
}
