/// Whether a view's inputs changed between two evaluations of its parent, compared as SwiftUI
/// compares them: an `Equatable` view by `==`; any other field by field, values memberwise
/// (an `Equatable` value by `==`), objects by identity, and a closure as changed.
///
/// Property wrappers compare what they stand for: a `@State` is the node's, never an input; an
/// `@Environment` is checked against the environment when it is installed; a `Binding` by the
/// place it reads and writes; a `@Bindable` by its object.
@MainActor
enum Inputs {
  /// Whether `new` has the same inputs as `old`, so its body need not be evaluated again.
  static func areEqual<V>(_ old: V, _ new: V) -> Bool {
    if let old = old as? any Equatable { return isEqual(old, new) }
    if let old = old as? any InputComparable { return old.hasSameInput(as: new) }
    let type = ObjectIdentifier(V.self)
    if let hasNone = typesWithoutInputs[type] {
      if hasNone { return true }
    } else {
      let hasNone = hasNoInputs(old)
      typesWithoutInputs[type] = hasNone
      if hasNone { return true }
    }
    if holdsClosure(old) { return false }
    return areIdentical(old, new) || fieldsAreEqual(old, new)
  }

  /// Whether `old` and `new`, holding no closure, hold the very same bits: the same values and
  /// objects, so the same inputs whatever their fields.
  ///
  /// Reflecting a view's fields is slow (a third of a table reload on the bench's Player List,
  /// for a row's view of two strings); a view made from the same stored values as last time has
  /// the same bits and needs none.
  private static func areIdentical<V>(_ old: V, _ new: V) -> Bool {
    withUnsafeBytes(of: old) { old in
      withUnsafeBytes(of: new) { new in old.elementsEqual(new) }
    }
  }

  /// Whether each type met so far holds a closure among its inputs, directly or in a struct or
  /// tuple it holds, found once per type: such a view always has new inputs (a closure counts as
  /// changed), so its fields are not reflected again to say so.
  ///
  /// Measured on a bench screen like Player Add (a binding, a flag, a closure): reflecting its
  /// fields on each evaluation of its parent was a fifth of the pass. A field of an existential
  /// type may hold another type later; a closure found there once makes the view always
  /// evaluated, which costs evaluations but never shows a stale screen.
  private static var typesHoldingClosures: [ObjectIdentifier: Bool] = [:]

  private static func holdsClosure(_ value: Any) -> Bool {
    let type = ObjectIdentifier(Swift.type(of: value))
    if let known = typesHoldingClosures[type] { return known }
    let holds = Mirror(reflecting: value).children.contains { field in
      if field.value is any Equatable || field.value is any InputComparable { return false }
      switch Mirror(reflecting: field.value).displayStyle {
      case .struct, .tuple: return holdsClosure(field.value)
      case nil: return isFunction(field.value)
      default: return false
      }
    }
    typesHoldingClosures[type] = holds
    return holds
  }

  /// Whether `value` is a closure: a function type's name has an arrow, a nominal type's cannot.
  private static func isFunction(_ value: Any) -> Bool {
    String(describing: Swift.type(of: value)).contains("->")
  }

  /// Whether each view type met so far is a struct of `@State`s and `@Environment`s only, found
  /// once per type: two such views always have the same inputs, with no reflection needed.
  ///
  /// Measured on the bench's Player List (1,000 players): MV's push and pop of Player Add walk
  /// its screens' destinations again, and reflecting each screen's fields cost more than half
  /// of those passes.
  private static var typesWithoutInputs: [ObjectIdentifier: Bool] = [:]

  private static func hasNoInputs(_ view: Any) -> Bool {
    let mirror = Mirror(reflecting: view)
    return mirror.displayStyle == .struct
      && mirror.children.allSatisfy { $0.value is any InstallableProperty }
  }

  /// Whether two values are equal, when their type can say so; values of a type that is not
  /// `Equatable` are never equal (a write of one is always a change).
  static func areEqualValues<Value>(_ old: Value, _ new: Value) -> Bool {
    guard let old = old as? any Equatable else { return false }
    return isEqual(old, new)
  }

  private static func isEqual<T: Equatable>(_ old: T, _ new: Any) -> Bool {
    guard let new = new as? T else { return false }
    return old == new
  }

  private static func fieldsAreEqual(_ old: Any, _ new: Any) -> Bool {
    if let old = old as? any InputComparable { return old.hasSameInput(as: new) }
    if let old = old as? any Equatable { return isEqual(old, new) }
    let type = Swift.type(of: old)
    guard ObjectIdentifier(type) == ObjectIdentifier(Swift.type(of: new)) else { return false }
    if type is AnyClass { return (old as AnyObject) === (new as AnyObject) }
    let oldMirror = Mirror(reflecting: old)
    let newMirror = Mirror(reflecting: new)
    switch oldMirror.displayStyle {
    case .struct, .tuple, .optional, .collection, .dictionary, .set:
      return childrenAreEqual(oldMirror, newMirror)
    case .enum:
      // A case without a payload has no children to tell it apart: its name does.
      if oldMirror.children.isEmpty, newMirror.children.isEmpty {
        return String(describing: old) == String(describing: new)
      }
      return childrenAreEqual(oldMirror, newMirror)
    default:
      // A closure, or anything else that cannot be looked into, counts as changed.
      return false
    }
  }

  private static func childrenAreEqual(_ old: Mirror, _ new: Mirror) -> Bool {
    guard old.children.count == new.children.count else { return false }
    for (oldChild, newChild) in zip(old.children, new.children) {
      guard oldChild.label == newChild.label, fieldsAreEqual(oldChild.value, newChild.value)
      else { return false }
    }
    return true
  }
}

/// A field that says itself whether it is the same input as another (property wrappers).
@MainActor
protocol InputComparable {
  /// Whether `other` stands for the same input as this field.
  func hasSameInput(as other: Any) -> Bool
}
