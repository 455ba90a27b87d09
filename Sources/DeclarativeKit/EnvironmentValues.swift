import Foundation

/// What a view inherits from the views around it: `@Observable` objects by type, and whether
/// controls are enabled (`disabled(_:)`).
@MainActor
struct EnvironmentValues {
  /// The objects given with `environment(_:)`, by their type.
  var objects: [ObjectIdentifier: AnyObject] = [:]
  /// False inside a `disabled(true)` view.
  var isEnabled = true
  /// Whether text fields inside leave autocorrection off (`autocorrectionDisabled(_:)`).
  var isAutocorrectionDisabled = false
  /// Whether lists inside are in reorder mode (`editMode(_:)`).
  var isEditing = false
  /// What a list inside does with a row moved where no `ForEach.onMove` takes it
  /// (`onMoveBetweenSections(perform:)`).
  var moveBetweenSections: (@MainActor (_ source: IndexPath, _ destination: IndexPath) -> Void)?

  /// Whether `other` holds the same objects and settings (closures are not compared: a new
  /// environment with only a new closure is the same one).
  func isSame(as other: EnvironmentValues) -> Bool {
    isEnabled == other.isEnabled && isAutocorrectionDisabled == other.isAutocorrectionDisabled
      && isEditing == other.isEditing && objects.count == other.objects.count
      && objects.allSatisfy { other.objects[$0.key] === $0.value }
  }
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
