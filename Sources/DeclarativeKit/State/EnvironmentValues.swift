import Foundation

/// A key for a value views inherit from the views around them, as SwiftUI's `EnvironmentKey`.
///
/// Declare a key, then a property of `EnvironmentValues` that reads and writes it with
/// `self[Key.self]`; views set it with `environment(\.property, value)` and read it with
/// `@Environment(\.property)`.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value where no view around sets one.
  static var defaultValue: Value { get }
}

/// What a view inherits from the views around it, as SwiftUI's `EnvironmentValues`: values by
/// key, `@Observable` objects by type, and the settings of the kit's own modifiers.
public struct EnvironmentValues {
  /// Every value but `dismiss`, in one box shared by copies until one is changed: a pass copies
  /// the environment into each view's context, and one reference is cheaper to copy than ten,
  /// and two environments in the same box are the same without comparing their values.
  private var storage = Storage()

  /// The objects given with `environment(_:)`, by their type.
  var objects: [ObjectIdentifier: AnyObject] {
    get { storage.fields.objects }
    set { unique.fields.objects = newValue }
  }
  /// The values of `EnvironmentKey`s set by views around, by key type.
  private var values: [ObjectIdentifier: Any] {
    get { storage.fields.values }
    set { unique.fields.values = newValue }
  }
  /// Whether text fields inside leave autocorrection off (`autocorrectionDisabled(_:)`).
  var isAutocorrectionDisabled: Bool {
    get { storage.fields.isAutocorrectionDisabled }
    set { unique.fields.isAutocorrectionDisabled = newValue }
  }
  /// What Return in a text field inside runs (`onSubmit`), innermost first.
  var submitActions: [@MainActor () -> Void] {
    get { storage.fields.submitActions }
    set { unique.fields.submitActions = newValue }
  }
  /// Whether controls inside leave their labels out (`labelsHidden()`).
  var areLabelsHidden: Bool {
    get { storage.fields.areLabelsHidden }
    set { unique.fields.areLabelsHidden = newValue }
  }
  /// The style of the labels inside (`labelStyle(_:)`).
  var labelStyle: (any LabelStyle)? {
    get { storage.fields.labelStyle }
    set { unique.fields.labelStyle = newValue }
  }
  /// The stack a `NavigationLink` inside pushes on.
  var navigator: StackNavigator? {
    get { storage.fields.navigator }
    set { unique.fields.navigator = newValue }
  }
  /// Which closures (`submitActions`, `labelStyle`) views around set, told
  /// apart by the modifier evaluation that set them: closures cannot be compared, so a view is
  /// skipped as clean only under the very closures of its last walk.
  var closuresStamp: Int {
    get { storage.fields.closuresStamp }
    set { unique.fields.closuresStamp = newValue }
  }

  /// Creates the environment of a view with nothing around it.
  public init() {}

  /// The value of `key`: the one a view around this one set, or the key's default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      // Unwrapped before the cast: a missing value cast to an optional `Value` would read as
      // a set nil rather than as the default.
      guard let value = values[ObjectIdentifier(key)] else { return Key.defaultValue }
      return value as? Key.Value ?? Key.defaultValue
    }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// False inside a `disabled(true)` view: its controls ignore input.
  public var isEnabled: Bool {
    get { storage.fields.isEnabled }
    set { unique.fields.isEnabled = newValue }
  }

  /// Whether lists inside are in reorder mode, as SwiftUI's `editMode`; nil where no view
  /// around sets it.
  public var editMode: Binding<EditMode>? {
    get { storage.fields.editMode }
    set { unique.fields.editMode = newValue }
  }

  /// Closes the screen this view is on: pops a pushed screen, closes a sheet; does nothing on a
  /// root screen.
  ///
  /// Kept out of the shared box: each pass of a host sets it afresh.
  public var dismiss = DismissAction(owner: nil) {}

  /// The box, copied first if another environment shares it.
  private var unique: Storage {
    mutating get {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.fields) }
      return storage
    }
  }

  /// The shared box of the values.
  private final class Storage {
    var fields: Fields

    init(_ fields: Fields = Fields()) {
      self.fields = fields
    }
  }

  /// The values themselves, copied whole when a shared box is written.
  private struct Fields {
    var objects: [ObjectIdentifier: AnyObject] = [:]
    var values: [ObjectIdentifier: Any] = [:]
    var isAutocorrectionDisabled = false
    var submitActions: [@MainActor () -> Void] = []
    var areLabelsHidden = false
    var labelStyle: (any LabelStyle)?
    var navigator: StackNavigator?
    var closuresStamp = 0
    var isEnabled = true
    var editMode: Binding<EditMode>?
  }

  /// Whether the screen this view is on was pushed or presented, so `dismiss` closes it.
  public var isPresented: Bool { dismiss.owner != nil }

  /// Whether lists inside are in reorder mode.
  @MainActor var isEditing: Bool { editMode?.wrappedValue.isEditing == true }

  /// Whether `other` holds the same objects, values and settings (closures are not compared: a
  /// new environment with only a new closure is the same one).
  @MainActor
  func isSame(as other: EnvironmentValues) -> Bool {
    guard storage !== other.storage else { return dismiss == other.dismiss }
    return isEnabled == other.isEnabled
      && isAutocorrectionDisabled == other.isAutocorrectionDisabled
      && isEditing == other.isEditing && dismiss == other.dismiss
      && navigator === other.navigator && objects.count == other.objects.count
      && objects.allSatisfy { other.objects[$0.key] === $0.value }
      && values.count == other.values.count
      && values.allSatisfy { key, value in
        other.values[key].map { EnvironmentValues.isSameValue(value, $0) } == true
      }
  }

  /// Whether a view given this environment, with the same inputs as in its last walk (given
  /// `other`), shows what it showed then: closures are the same ones.
  @MainActor
  func walksAsBefore(_ other: EnvironmentValues) -> Bool {
    guard storage !== other.storage else { return dismiss == other.dismiss }
    return closuresStamp == other.closuresStamp && areLabelsHidden == other.areLabelsHidden
      && (editMode == nil) == (other.editMode == nil)
      && (editMode.map { other.editMode.map($0.hasSameInput) == true } ?? true)
      && isSame(as: other)
  }

  /// Whether this environment holds closures or a style, which `isSame(as:)` does not compare.
  var holdsClosures: Bool {
    !submitActions.isEmpty || labelStyle != nil
  }

  /// A stamp no modifier evaluation has used yet.
  @MainActor private static var lastStamp = 0

  @MainActor
  static func newStamp() -> Int {
    lastStamp += 1
    return lastStamp
  }

  /// Whether two values of a key are the same, compared as a view's inputs are.
  @MainActor
  static func isSameValue(_ old: Any, _ new: Any) -> Bool {
    func compare<T>(_ old: T) -> Bool {
      guard let new = new as? T else { return false }
      return Inputs.areEqual(old, new)
    }
    return _openExistential(old, do: compare)
  }
}

/// Closes the screen it belongs to, as SwiftUI's `DismissAction`: call it as `dismiss()`.
public struct DismissAction: Equatable {
  /// The screen it closes; two actions are the same when they close the same screen.
  let owner: ObjectIdentifier?
  private let action: @MainActor () -> Void

  init(owner: ObjectIdentifier?, _ action: @escaping @MainActor () -> Void) {
    self.owner = owner
    self.action = action
  }

  /// Closes the screen.
  @MainActor
  public func callAsFunction() {
    action()
  }

  /// The same action when it closes the same screen.
  public static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
    lhs.owner == rhs.owner
  }
}

/// Whether lists are in reorder mode, as SwiftUI's `EditMode`.
public enum EditMode: Sendable, Equatable {
  /// Rows are not moved.
  case inactive
  /// Being switched on or off.
  case transient
  /// Movable rows show a handle and can be moved.
  case active

  /// Whether rows can be moved: active or switching.
  public var isEditing: Bool { self != .inactive }
}

/// What a view is reconciled with: its host's graph and the environment around it.
@MainActor
struct Context {
  /// The graph of the host being evaluated.
  let graph: ViewGraph
  /// The environment at this view.
  var environment: EnvironmentValues
  /// The node of the innermost view with a body around this one.
  var ownerNode: Node
  /// That view's name, which runtime issues give; worked out only when one is reported.
  var owner: String { ownerNode.name }
  /// How many times that view's body has been evaluated, so what it declares (a destination)
  /// can tell a new evaluation from the last pass's body walked again.
  var generation: Int
  /// Whether the views met here come from a body walked again as it was (not evaluated in this
  /// pass): each is then the very value its node last saw, so its inputs need no comparison.
  var isReplay = false

  /// The context of the body of the view in `node`, walked again as it was (`isReplay`) or
  /// just evaluated.
  func inside(_ node: Node, isReplay: Bool) -> Context {
    var inner = self
    inner.ownerNode = node
    inner.generation = node.generation
    inner.isReplay = isReplay
    return inner
  }

  /// This context for views a closure makes now (a `ForEach`'s rows): new values, whose
  /// inputs are compared.
  var made: Context {
    var inner = self
    inner.isReplay = false
    return inner
  }
}
