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
}

/// What a view is reconciled with: its host's graph and the environment around it.
@MainActor
struct Context {
  /// The graph of the host being evaluated.
  let graph: ViewGraph
  /// The environment at this view.
  var environment: EnvironmentValues
  /// The innermost view with a body around this one, which runtime issues name.
  var owner: String
}
