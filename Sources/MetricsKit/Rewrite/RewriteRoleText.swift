extension UIRewriteRenderer {
  /// Which layers and rules give each role, from the configuration, for the details page.
  func roleText() -> String {
    let lines = FileRole.allCases.map { role in
      let layers = config.layers.filter { $0.role == role }.map { "\($0.name)" }
      let rules = (config.roleRules ?? []).filter { $0.role == role }
      let named = rules.flatMap { ($0.paths ?? []) + ($0.suffixes ?? []).map { "*\($0)" } }
      let sources = [
        layers.isEmpty ? nil : (layers.count == 1 ? "layer " : "layers ") + NumberText.list(layers),
        named.isEmpty ? nil : named.map { "`\($0)`" }.joined(separator: ", "),
      ].compactMap { $0 }
      return "- **\(roleName(role))**"
        + (sources.isEmpty ? "" : ": " + sources.joined(separator: "; "))
    }
    return
      "Each file's role comes from its layer (its name and folder) or a role rule (`roleRules` in `metrics-config.json`); only a file neither names is judged by its imports, so only such a file can change role during a port. A file both UIs use is shared, whatever it imports.\n\n"
      + lines.joined(separator: "\n") + "\n"
  }

  private func roleName(_ role: FileRole) -> String {
    switch role {
    case .presentationLogic: "presentation logic (shared)"
    case .navigation: "navigation and assembly (shared)"
    case .adapter: "adapter (\(titles.secondUI))"
    case .firstUI: titles.firstUI
    case .secondUI: titles.secondUI
    }
  }
}
