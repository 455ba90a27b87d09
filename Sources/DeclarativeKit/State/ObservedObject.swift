/// An `ObservableObject` a view is given, as SwiftUI's `ObservedObject`: `$model.name` is a
/// `Binding` to the object's `name`.
///
/// The view does not own the object (use `@StateObject` for one the view makes); the same
/// object is the same input, so its body is not evaluated again for a parent's new value that
/// holds it.
@MainActor
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: InputComparable {
  /// Makes bindings to the properties of an observed object.
  @MainActor
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    /// A binding to a property of the object.
    public subscript<Subject>(
      dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
    ) -> Binding<Subject> {
      let object = object
      return Binding(
        get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
        location: BindingLocation(object, path: [keyPath]))
    }
  }

  private var object: ObjectType

  /// Observes `object`, as `@ObservedObject var model: Model`.
  public init(wrappedValue object: ObjectType) {
    self.object = object
  }

  /// Observes `object`, as `ObservedObject(initialValue:)`.
  public init(initialValue object: ObjectType) {
    self.object = object
  }

  /// The object; a body that reads it is evaluated again on `objectWillChange.send()`.
  public var wrappedValue: ObjectType {
    get {
      object.observeWillChange()
      return object
    }
    set { object = newValue }
  }

  /// Makes bindings to the object's properties.
  public var projectedValue: Wrapper { Wrapper(object: object) }

  /// The same input when both observe the same object.
  func hasSameInput(as other: Any) -> Bool {
    (other as? ObservedObject<ObjectType>)?.object === object
  }
}
