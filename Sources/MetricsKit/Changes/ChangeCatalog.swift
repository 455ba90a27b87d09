import Foundation

/// The change requests under `Changes/` and their patches: `Domain.patch`, then one
/// `<Target>.patch` per pattern, each to be applied on top of the Domain part.
package struct ChangeCatalog: Sendable {
  /// The package root.
  package let root: URL
  /// The changes, in report order.
  package let names: [String]
  /// The patterns whose source folder exists, in report order.
  package let patterns: [MetricsConfig.Pattern]
  /// The configuration, for the UI tags of patched files.
  private let config: MetricsConfig

  /// The catalogue of the changes `config` lists, for the patterns present under `root`.
  package init(root: URL, config: MetricsConfig) {
    self.root = root
    names = config.changes ?? []
    self.config = config
    patterns = config.patterns(presentIn: root)
  }

  /// `Changes/<change>`, relative to the root.
  package func folder(_ change: String) -> String { "Changes/" + change }

  /// The change's shared part, relative to the root, when it has one.
  package func domainPatch(_ change: String) -> String? {
    existing(folder(change) + "/Domain.patch")
  }

  /// The pattern's patch for the change, relative to the root, when there is one.
  package func patch(_ change: String, _ pattern: MetricsConfig.Pattern) -> String? {
    existing(folder(change) + "/\(pattern.module).patch")
  }

  /// The figures of every patch, read against the files of the checkout.
  package func statistics() throws(MetricsError) -> [String: [String: ChangeCell]] {
    var result: [String: [String: ChangeCell]] = [:]
    for change in names {
      for pattern in patterns {
        guard let patch = patch(change, pattern) else { continue }
        result[change, default: [:]][pattern.module] = figures(ofPatch: try read(patch), pattern)
      }
    }
    return result
  }

  /// The figures of a patch of `pattern`'s folders, read against the files of the checkout.
  package func figures(ofPatch text: String, _ pattern: MetricsConfig.Pattern) -> ChangeCell {
    PatchStatistics.measure(text, before: { try? read($0) }, tag: uiTag(in: pattern))
  }

  /// How a patched file is tagged: a source file by its imports; a test file as the source file
  /// it is named after, in the same screen folder, else by its own imports; `logic` for logic.
  private func uiTag(in pattern: MetricsConfig.Pattern) -> ((String, SwiftSource) -> String)? {
    guard config.uis != nil else { return nil }
    let config = config
    let tests = pattern.tests + "/"
    return { path, source in
      var imports = ImportScanner.imports(in: source)
      if path.hasPrefix(tests), path.hasSuffix("Tests.swift") {
        let named = pattern.sources + "/" + path.dropFirst(tests.count).dropLast(11) + ".swift"
        if let text = try? read(named) { imports = ImportScanner.imports(in: SwiftSource(text)) }
      }
      return config.ui(of: path, importing: imports) { other in
        (try? read(other)).map { ImportScanner.imports(in: SwiftSource($0)) }
      } ?? "logic"
    }
  }

  /// A hash of what the runs build and test: `Package.swift`, `Changes/`, and the Swift files of
  /// the shared targets the patterns use and of each pattern's sources and tests; the metrics tool, the terminal app and
  /// other test targets are left out, so changing them keeps the results current.
  package func fingerprint() -> String {
    // The shared targets the patterns build on.
    let sharedSources = (config.shared ?? []).map(\.sources)
    let shared =
      ["Sources/TestSupport", "Tests/AcceptanceTests"]
      + (sharedSources.isEmpty ? ["Sources/Domain", "Sources/ViewKit"] : sharedSources)
    // Swift files only under the code folders: the DocC articles the report regenerates there
    // change no build, so they must not make the cells stale.
    let code = (shared + patterns.flatMap { [$0.sources, $0.tests] }).flatMap {
      Fingerprint.swiftFiles(in: $0, root: root)
    }
    let base = root.appendingPathComponent("Changes")
    let names = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
    let changes = names.filter { !isDirectory("Changes/" + $0) }.map { "Changes/" + $0 }
    return Fingerprint.of(files: ["Package.swift"] + changes + code, root: root)
  }

  /// Fails, naming the patch, unless every patch applies to the checkout.
  ///
  /// Each Domain part is checked alone, and each pattern's patch after it, with
  /// `git apply --check`, which writes nothing.
  package func checkPatchesApply(git: URL) async throws(MetricsError) {
    let runner = ProcessRunner(directory: root)
    for change in names {
      let domain = domainPatch(change).map { [$0] } ?? []
      for shared in domain { try await checkApplies(shared, with: [], runner: runner, git: git) }
      for pattern in patterns {
        guard let patch = patch(change, pattern) else { continue }
        try await checkApplies(patch, with: domain, runner: runner, git: git)
      }
    }
  }

  private func checkApplies(
    _ patch: String, with before: [String], runner: ProcessRunner, git: URL
  ) async throws(MetricsError) {
    let output = try await runner.run(git, ["apply", "--check"] + before + [patch])
    guard output.status != 0 else { return }
    let after = before.isEmpty ? "" : " (after \(before.joined(separator: ", ")))"
    throw .patchDoesNotApply(
      patch: patch + after, reason: output.stderr.trimmingCharacters(in: .whitespacesAndNewlines))
  }

  private func existing(_ path: String) -> String? {
    FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) ? path : nil
  }

  private func isDirectory(_ path: String) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(
      atPath: root.appendingPathComponent(path).path, isDirectory: &directory)
      && directory.boolValue
  }

  private func read(_ path: String) throws(MetricsError) -> String {
    try ResultStore.text(of: root.appendingPathComponent(path))
  }
}
