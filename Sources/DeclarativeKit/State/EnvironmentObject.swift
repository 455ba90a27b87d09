extension View {
  /// Puts an `ObservableObject` in the environment of this view and the views in it, read with
  /// `@EnvironmentObject`, as SwiftUI's `environmentObject(_:)`.
  public func environmentObject<Object: ObservableObject>(_ object: Object) -> some View {
    EnvironmentModifier(content: self) {
      $0.objects[ObjectIdentifier(Object.self)] = object
    }
  }
}

/// Reads the `ObservableObject` of its type that a view around this one gave with
/// `environmentObject(_:)`, as SwiftUI's `EnvironmentObject`; `$model.name` is a `Binding`.
///
/// A missing object is reported to the host and stops the app, as in SwiftUI.
@MainActor
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: InstallableProperty,
  InputComparable
{
  private let slot = EnvironmentSlot<ObjectType>(
    typeName: "\(ObjectType.self)",
    identify: { $0.objects[ObjectIdentifier(ObjectType.self)].map(ObjectIdentifier.init) },
    resolve: { $0.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType })

  /// Reads the object of the wrapped type.
  public init() {}

  /// The object; a body that reads it is evaluated again on `objectWillChange.send()`.
  public var wrappedValue: ObjectType {
    let object = found
    object.observeWillChange()
    return object
  }

  /// Makes bindings to the object's properties.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: found)
  }

  private var found: ObjectType {
    if let value = slot.value { return value }
    let message =
      "No ObservableObject of type \(slot.typeName) in the environment of \(slot.owner): give "
      + "it with .environmentObject(_:) on a view around it"
    slot.graph?.report(message)
    preconditionFailure(message)
  }

  /// Checked against the environment when installed, not compared as an input.
  func hasSameInput(as other: Any) -> Bool { true }

  func install(in node: Node, slot index: inout Int, _ context: Context) -> Bool {
    slot.install(in: node, slot: &index, context)
  }

}
