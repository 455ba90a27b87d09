/// Gives a pattern's file its role: a role rule naming it, else its layer's role, else (for the
/// catch-all layer) the UI it imports, else presentation logic.
package struct RoleTagger: Sendable {
  /// The role rules and layers.
  let config: MetricsConfig
  private var classifier: FileClassifier { FileClassifier(config: config) }

  /// The role the configuration gives the file at `path` (a rule, then its layer); nil when it
  /// gives none and the imports must decide.
  package func configuredRole(of path: String) -> FileRole? {
    let base = classifier.baseName(ofFile: path)
    for rule in config.roleRules ?? [] {
      let byPath = (rule.paths ?? []).contains { named in
        named.hasSuffix("/") ? path.hasPrefix(named) : path == named
      }
      if byPath || (rule.suffixes ?? []).contains(where: { base.hasSuffix($0) }) {
        return rule.role
      }
    }
    let layer = classifier.layer(ofFile: path)
    return config.layers.first { $0.name == layer }?.role
  }

  /// The role of the file at `path` when it imports `imports`: only a file the configuration
  /// gives no role is judged by its imports, so its role can differ between two commits.
  package func role(of path: String, importing imports: [String]) -> FileRole {
    if let role = configuredRole(of: path) { return role }
    let names = (config.uis ?? []).map(\.name)
    switch config.ui(importing: imports) {
    case nil:
      // Both UIs' shared modules alone (Layouts) make UI code of the first UI, as the tags do.
      let shared = imports.contains { (config.uiSharedImports ?? []).contains($0) }
      return shared ? .firstUI : .presentationLogic
    case let ui? where ui == names.first: return .firstUI
    case _?: return .secondUI
    }
  }
}
