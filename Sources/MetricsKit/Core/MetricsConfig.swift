import Foundation

/// What to measure: the patterns, the layer rules and the screen order, read from JSON.
package struct MetricsConfig: Codable, Equatable, Sendable {
  /// One architecture: its name and its source and test folders.
  package struct Pattern: Codable, Equatable, Sendable {
    /// The pattern's name as the report prints it (`MVP`, `MVP-C`).
    package let name: String
    /// The source folder, relative to the package root (`Sources/MVP`).
    package let sources: String
    /// The test folder, relative to the package root (`Tests/MVPTests`).
    package let tests: String
    /// The target's name where it differs from the printed name (`MVPC` for `MVP-C`).
    package var target: String?

    /// The module the pattern's sources build: `target`, or else the name.
    package var module: String { target ?? name }

    /// Whether `wanted` (from `--pattern`) names this pattern, by printed name or target, in
    /// any case.
    package func isNamed(_ wanted: String) -> Bool {
      [name.lowercased(), module.lowercased()].contains(wanted.lowercased())
    }

    /// The test module's name: the last component of the test folder.
    package var testModule: String {
      tests.split(separator: "/").last.map(String.init) ?? tests
    }
  }

  /// A layer and the file-name suffixes that put a file in it.
  package struct Layer: Codable, Equatable, Sendable {
    /// The layer's display name (`view controller`).
    package let name: String
    /// File-name suffixes, checked after dropping `.swift` and any `+Topic`.
    package let suffixes: [String]
    /// Whether the layer holds logic, which must not import the forbidden modules.
    package var logic: Bool?
    /// Folders (from the package root, `Sources/UDF/Shared/`) whose files are in this layer
    /// whatever their names; checked before any suffix.
    package var paths: [String]?
    /// The UI a file of this layer belongs to when its imports alone do not say (a view state
    /// imports only `Layouts`, which both UIs share).
    package var ui: String?
    /// The role a file of this layer plays, whatever it imports; nil for the catch-all layers,
    /// whose files take a role from `roleRules` or from their imports.
    package var role: FileRole?
  }

  /// A target every pattern builds on, counted apart from every pattern (`Domain`, `Layouts`).
  package struct Shared: Codable, Equatable, Sendable {
    /// The target's name.
    package let name: String
    /// The source folder, relative to the package root (`Sources/Layouts`).
    package let sources: String
    /// The test folder, relative to the package root, if the target has tests.
    package var tests: String?
    /// What the target gives the patterns, in a few words.
    package let role: String
  }

  /// A user interface a pattern's files can be written for; a file that imports none of any
  /// UI's modules is logic, shared by every UI of its pattern.
  package struct UserInterface: Codable, Equatable, Sendable {
    /// The tag files of this UI carry (`declarative`).
    package let name: String
    /// How the report names it (`declarative UI`).
    package let title: String
    /// The modules whose import puts a file in this UI; where a file imports the modules of
    /// several UIs, the UI listed last wins (a declarative screen's entry point also names
    /// ViewKit's navigation controller).
    package let imports: [String]
  }

  /// Every pattern that may exist, in report order.
  package let patterns: [Pattern]
  /// Layer rules; the first whose suffix matches wins, so longer suffixes come first.
  package let layers: [Layer]
  /// The layer of a file no rule matches.
  package let otherLayer: String
  /// Modules that logic files must not import.
  package let logicForbiddenImports: [String]
  /// Screen folders in report order; folders not listed follow, sorted.
  package let screens: [String]
  /// The screen of files directly in a pattern's source folder.
  package let rootScreen: String
  /// The change requests under `Changes/`, in report order (`scripts/metrics --changes`).
  package var changes: [String]?
  /// The targets every pattern builds on, in report order; none when absent.
  package var shared: [Shared]?
  /// The widget types (`Button`, `TextField`) a pattern must take from its layout, never build.
  package var widgetTypes: [String]?
  /// The UIs files are tagged with, the first being the one the main tables measure (with the
  /// logic); none when absent: every file then counts for the one UI.
  package var uis: [UserInterface]?
  /// Per pattern without a second UI, why it has none, for "What the second UI cost" (the
  /// other patterns' lessons are generated from their figures).
  package var uiRewriteNotes: [String: String]?
  /// Modules both UIs use (`Layouts`): a file importing them but no UI's own module is UI code
  /// of the type it extends (`X+Topic.swift` as `X.swift`), else of the first UI.
  package var uiSharedImports: [String]?
  /// Roles of the files no layer gives one (the composition root, navigation paths, helpers),
  /// checked before the layers' roles; the first rule naming a file wins.
  package var roleRules: [RoleRule]?
  /// The folders of a pattern holding its composition root; `App` when absent.
  ///
  /// A second-UI file there is that UI's navigation or root, not a screen.
  package var uiRewriteRootFolders: [String]?

  /// Reads and decodes the configuration file at `url`.
  package static func load(from url: URL) throws(MetricsError) -> MetricsConfig {
    let data = Data(try ResultStore.text(of: url).utf8)
    do { return try JSONDecoder().decode(MetricsConfig.self, from: data) } catch {
      throw .badConfig(path: url.path, reason: "\(error)")
    }
  }

  /// The patterns whose source folder exists under `root`, in report order.
  package func patterns(presentIn root: URL) -> [Pattern] {
    patterns.filter {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0.sources).path)
    }
  }

  /// The shared targets whose source folder exists under `root`, in report order.
  package func sharedTargets(presentIn root: URL) -> [Shared] {
    (shared ?? []).filter {
      FileManager.default.fileExists(atPath: root.appendingPathComponent($0.sources).path)
    }
  }

  /// The UI the main tables measure with the logic; nil when no UI is configured.
  package var firstUI: String? { uis?.first?.name }

  /// The UI a file importing `imports` is written for; nil for logic.
  package func ui(importing imports: [String]) -> String? {
    (uis ?? []).last { ui in ui.imports.contains { imports.contains($0) } }?.name
  }

  /// The UI tag of the file at `path` importing `imports`; nil for code both UIs share.
  ///
  /// A file whose role the configuration gives (by rule or layer) takes its role's UI, whatever
  /// it imports: a router both UIs navigate through is shared though it imports ViewKit.
  /// `importsOf` reads another file's imports (nil when it does not exist), for a file that only
  /// imports modules both UIs share: it takes the tag of its type's own file.
  package func ui(
    of path: String, importing imports: [String], importsOf: (String) -> [String]?
  ) -> String? {
    if let role = RoleTagger(config: self).configuredRole(of: path) { return ui(of: role) }
    if let ui = ui(importing: imports) { return ui }
    guard imports.contains(where: { (uiSharedImports ?? []).contains($0) }) else { return nil }
    let folder = path.split(separator: "/").dropLast().joined(separator: "/")
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let own = name.firstIndex(of: "+").flatMap { importsOf(folder + "/" + name[..<$0] + ".swift") }
    return own.flatMap(ui(importing:)) ?? FileClassifier(config: self).ui(ofFile: path) ?? firstUI
  }

  /// All layer names in report order, the catch-all layer last.
  package var layerNames: [String] { layers.map(\.name) + [otherLayer] }
}
