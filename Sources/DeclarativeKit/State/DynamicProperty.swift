/// A stored property of a view that the host connects before each evaluation of its body, as
/// SwiftUI's `DynamicProperty`: `@State`, `@Environment` and the other wrappers are ones, and so
/// is a property wrapper of your own that holds them.
///
/// The host connects the wrappers a custom property holds through its stored properties (so its
/// `@State` lives as long as the view's identity, like the view's own), then calls `update()`.
public protocol DynamicProperty {
  /// Called before each evaluation of the body, after the wrappers it holds are connected.
  @MainActor mutating func update()
}

extension DynamicProperty {
  /// Does nothing: most properties need no update of their own.
  @MainActor public mutating func update() {}
}

/// A custom `DynamicProperty` as the host installs it: the wrappers it holds, in order, then its
/// `update()`.
@MainActor
struct ComposedProperty: InstallableProperty {
  private let parts: [any InstallableProperty]
  private var property: any DynamicProperty

  init(_ property: any DynamicProperty) {
    self.property = property
    parts = Self.wrappers(in: property)
  }

  /// The wrappers `value` holds, looking into the custom properties it holds in turn.
  static func wrappers(in value: Any) -> [any InstallableProperty] {
    Mirror(reflecting: value).children.flatMap { field -> [any InstallableProperty] in
      if let installable = field.value as? any InstallableProperty { return [installable] }
      if let nested = field.value as? any DynamicProperty { return [ComposedProperty(nested)] }
      return []
    }
  }

  func install(in node: Node, slot: inout Int, _ context: Context) -> Bool {
    var changed = false
    for part in parts {
      changed = part.install(in: node, slot: &slot, context) || changed
    }
    // Its wrappers hold their storage by reference, so updating a copy reaches the view's.
    var updated = property
    updated.update()
    return changed
  }
}

extension State: DynamicProperty {}
extension Environment: DynamicProperty {}
extension StateObject: DynamicProperty {}
extension EnvironmentObject: DynamicProperty {}
