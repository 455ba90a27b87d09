/// A list of values of any `Hashable` types, as SwiftUI's `NavigationPath`: the screens a
/// `NavigationStack` shows above its root, one per element.
public struct NavigationPath: Equatable {
  var elements: [AnyHashable]

  /// Creates an empty path.
  public init() {
    elements = []
  }

  /// Creates a path of the elements of `sequence`.
  public init<Elements: Sequence>(_ sequence: Elements) where Elements.Element: Hashable {
    elements = sequence.map { AnyHashable($0) }
  }

  /// The number of elements: the screens above the root.
  public var count: Int { elements.count }

  /// Whether only the root is shown.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a screen for `value`.
  public mutating func append<Value: Hashable>(_ value: Value) {
    elements.append(AnyHashable(value))
  }

  /// Pops the last `count` screens.
  public mutating func removeLast(_ count: Int = 1) {
    elements.removeLast(count)
  }
}
