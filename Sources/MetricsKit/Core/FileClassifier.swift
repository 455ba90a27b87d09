/// Puts a file in a layer (by its name) and a screen (by its folder).
package struct FileClassifier: Sendable {
  private let config: MetricsConfig

  /// Creates a classifier for the rules in `config`.
  package init(config: MetricsConfig) { self.config = config }

  /// The layer of a file (`path` from the package root), from its folder when a layer names it,
  /// else from its name: `LoginViewController+Table.swift` is a view controller, and so is its
  /// test file, `LoginViewControllerTests.swift`.
  package func layer(ofFile path: String) -> String {
    rule(ofFile: path)?.name ?? config.otherLayer
  }

  /// Whether the file's layer holds logic.
  package func isLogic(file path: String) -> Bool {
    rule(ofFile: path)?.logic ?? false
  }

  /// The UI the file's layer belongs to, if the layer names one.
  package func ui(ofFile path: String) -> String? {
    rule(ofFile: path)?.ui
  }

  /// The screen of a file: the first folder below the pattern's folder, or the root screen.
  package func screen(ofRelativePath relative: String) -> String {
    let components = relative.split(separator: "/")
    return components.count > 1 ? String(components[0]) : config.rootScreen
  }

  /// Screens sorted in the configured order, unlisted ones after in name order.
  package func sortedScreens(_ screens: some Sequence<String>) -> [String] {
    screens.ordered(by: config.screens)
  }

  /// The file's name without `.swift` and any `+Topic`: `LoginViewController+Table.swift` gives
  /// `LoginViewController`.
  package func baseName(ofFile path: String) -> String {
    let fileName = path.split(separator: "/").last.map(String.init) ?? path
    var base = fileName.hasSuffix(".swift") ? String(fileName.dropLast(6)) : fileName
    if let plus = base.firstIndex(of: "+") { base = String(base[..<plus]) }
    return base
  }

  private func rule(ofFile path: String) -> MetricsConfig.Layer? {
    if let byFolder = config.layers.first(where: { layer in
      (layer.paths ?? []).contains { path.hasPrefix($0) }
    }) {
      return byFolder
    }
    var base = baseName(ofFile: path)
    // A test file is named after the type it tests: it takes that type's layer.
    if base.hasSuffix("Tests") { base = String(base.dropLast(5)) }
    return config.layers.first { layer in layer.suffixes.contains { base.hasSuffix($0) } }
  }
}

extension Sequence<String> {
  /// The distinct names, those `order` lists first and in its order, then the others by name.
  package func ordered(by order: [String]) -> [String] {
    let unique = Set(self)
    let listed = order.filter(unique.contains)
    return listed + unique.subtracting(listed).sorted()
  }

  /// The distinct names in the order they first appear.
  package func uniqued() -> [String] {
    var seen: Set<String> = []
    return filter { seen.insert($0).inserted }
  }
}
