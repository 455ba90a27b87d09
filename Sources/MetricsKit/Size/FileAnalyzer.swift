import Foundation

/// Reads a pattern's Swift files and measures each one.
package struct FileAnalyzer: Sendable {
  /// The package root.
  let root: URL
  /// The layers, screens and widget types files are measured by.
  let config: MetricsConfig
  private var classifier: FileClassifier { FileClassifier(config: config) }

  /// Measures every `.swift` file under the pattern's source and test folders, sorted by path.
  package func analyze(_ pattern: MetricsConfig.Pattern) throws(MetricsError) -> [FileMetrics] {
    tagged(
      try analyze(owner: pattern.name, folders: [(pattern.sources, false), (pattern.tests, true)]))
  }

  /// The files with their UI tags: a source file's from its imports (an extension importing only
  /// what both UIs share takes its type's tag); a test file's from the source file it is named
  /// after (`LoginScreenTests` tests `LoginScreen`), else its imports.
  private func tagged(_ files: [FileMetrics]) -> [FileMetrics] {
    let imports = Dictionary(files.map { ($0.path, $0.imports) }) { first, _ in first }
    func tag(_ file: FileMetrics) -> String? {
      config.ui(of: file.path, importing: file.imports) { imports[$0] }
    }
    var bySource: [String: String?] = [:]
    for file in files where !file.isTest {
      let base = classifier.baseName(ofFile: file.path)
      // Where extensions of one type differ, the type's own file (no `+Topic`) decides.
      if bySource[base] == nil || !file.path.contains("+") { bySource[base] = tag(file) }
    }
    return files.map { file in
      var file = file
      var base = classifier.baseName(ofFile: file.path)
      if base.hasSuffix("Tests") { base = String(base.dropLast(5)) }
      // A test file named after a source file takes its tag, even when that tag is nil (logic).
      file.ui = (file.isTest ? bySource[base] : nil) ?? tag(file)
      return file
    }
  }

  /// Measures every `.swift` file of a shared target's source and test folders, sorted by path.
  package func analyze(_ shared: MetricsConfig.Shared) throws(MetricsError) -> [FileMetrics] {
    let tests = shared.tests.map { [($0, true)] } ?? []
    // A test folder that is not there has no Swift files: it adds nothing.
    return try analyze(owner: shared.name, folders: [(shared.sources, false)] + tests)
  }

  private func analyze(owner: String, folders: [(String, Bool)]) throws(MetricsError)
    -> [FileMetrics]
  {
    var result: [FileMetrics] = []
    for (folder, isTest) in folders {
      for path in Fingerprint.swiftFiles(in: folder, root: root) where !Self.isPreviews(path) {
        let relative = String(path.dropFirst(folder.count + 1))
        let bytes = try read(path)
        let source = SwiftSource(String(decoding: bytes, as: UTF8.self))
        var file = FileMetrics(
          path: path, pattern: owner, isTest: isTest,
          layer: classifier.layer(ofFile: path),
          screen: classifier.screen(ofRelativePath: relative),
          lines: ClocLineCounter.count(bytes: bytes),
          types: TypeScanner.declarations(in: source),
          imports: ImportScanner.imports(in: source))
        let widgets = WidgetScanner.constructed(config.widgetTypes ?? [], in: source)
        file.widgets = widgets.isEmpty ? nil : widgets
        result.append(file)
      }
    }
    return result.sorted { $0.path < $1.path }
  }

  /// Whether `path` holds previews (`Previews.swift`, `…+Previews.swift`): views shown with
  /// sample values, not code an app is made of, so the report does not count them.
  package static func isPreviews(_ path: String) -> Bool {
    path.hasSuffix("/Previews.swift") || path.hasSuffix("+Previews.swift")
  }

  private func read(_ path: String) throws(MetricsError) -> [UInt8] {
    do { return Array(try Data(contentsOf: root.appendingPathComponent(path))) } catch {
      throw .unreadableFile(path: path, reason: error.localizedDescription)
    }
  }
}
