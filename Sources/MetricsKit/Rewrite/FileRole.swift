/// The part a file plays in a pattern with two UIs, read from its name and folder (the layer
/// configuration), never from its imports: the imports are only a rule check.
package enum FileRole: String, Codable, CaseIterable, Sendable {
  /// View models, presenters, interactors, workers, reducers and features, models and the
  /// contracts between them: what both UIs share.
  case presentationLogic = "presentation logic"
  /// Routers, coordinators, configurators and the route types the logic emits: assembly and
  /// navigation both UIs go through.
  case navigation
  /// What makes the logic's output drawable by the second UI (a view state implementing a
  /// passive view's protocol).
  case adapter
  /// The first UI's own code (view controllers, views, cells, its navigation controller).
  case firstUI = "first UI"
  /// The second UI's own code (screens, its navigation path and root).
  case secondUI = "second UI"
}

/// A rule giving the files it names a role: by path (a file, or a folder ending in `/`) or by
/// the end of the file's base name (`DisplayLogic` for `LoginDisplayLogic.swift`).
package struct RoleRule: Codable, Equatable, Sendable {
  /// The role the rule gives.
  package let role: FileRole
  /// Files or folders (ending in `/`), from the package root.
  package var paths: [String]?
  /// Base-name suffixes, checked after dropping `.swift` and any `+Topic`.
  package var suffixes: [String]?
}

extension MetricsConfig {
  /// The UI tag of a role: nil for what both UIs share, else the first or second `uis` entry.
  package func ui(of role: FileRole) -> String? {
    let names = (uis ?? []).map(\.name)
    switch role {
    case .presentationLogic, .navigation: return nil
    case .firstUI: return names.first
    case .adapter, .secondUI: return names.dropFirst().first ?? names.first
    }
  }
}
