import Foundation

/// A hash of what a measurement ran on: the files' paths and bytes, in path order.
package enum Fingerprint {
  /// The 64-bit FNV-1a hash of `files` (relative paths under `root`), as 16 hex digits.
  package static func of(files: [String], root: URL) -> String {
    hash(contents(of: files, root: root))
  }

  /// The hash of one text, as 16 hex digits.
  package static func of(text: String) -> String { hash(Data(text.utf8)) }

  /// The hash of a pattern's Swift sources and tests: what its mutation results and its timings
  /// ran on, so either is stale once this differs from the one stored with it.
  package static func of(pattern: MetricsConfig.Pattern, root: URL) -> String {
    of(
      files: swiftFiles(in: pattern.sources, root: root)
        + swiftFiles(in: pattern.tests, root: root), root: root)
  }

  /// Bumped whenever the tagger (how a file gets its screen, layer and UI) changes, so results
  /// split by an older tagger read as stale.
  package static let taggerVersion = 2

  /// The hash of what splits a pattern's mutants by screen, layer and UI.
  ///
  /// It covers the configuration's screens, layers and UIs, and the tagger's version; stored
  /// tags are stale once it differs.
  package static func ofTagging(config: MetricsConfig) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let parts: [String] = [
      "\(taggerVersion)", config.screens.joined(separator: ","), config.rootScreen,
      config.otherLayer,
      (try? encoder.encode(config.layers)).map { String(decoding: $0, as: UTF8.self) } ?? "",
      (try? encoder.encode(config.uis)).map { String(decoding: $0, as: UTF8.self) } ?? "",
      (try? encoder.encode(config.roleRules)).map { String(decoding: $0, as: UTF8.self) } ?? "",
      (config.uiSharedImports ?? []).joined(separator: ","),
    ]
    return of(text: parts.joined(separator: "\n"))
  }

  /// The folders no fingerprint covers: the one exclusion list of every fingerprint.
  ///
  /// They are the metrics tool's own, whose changes alter how the tree is measured, not what is
  /// measured, and the SwiftUI stub that `scripts/check-swiftui-api` compiles, which no target
  /// builds.
  package static let toolFolders = [
    "Sources/MetricsKit", "Sources/MetricsSite", "Sources/metrics", "Tests/MetricsKitTests",
    "Tests/MetricsSiteTests", "Tests/SwiftUIStub",
  ]

  /// The Swift files under `folders` (relative to `root`) but the tool's own, sorted.
  package static func measuredFiles(in folders: [String], root: URL) -> [String] {
    folders.flatMap { swiftFiles(in: $0, root: root) }
      .filter { path in !toolFolders.contains { path.hasPrefix($0 + "/") } }
  }

  /// The hash of the code the bench runs: `Package.swift` and every Swift file under
  /// `Sources/` but the tool's own.
  package static func ofBenchedSources(root: URL) -> String {
    of(files: ["Package.swift"] + measuredFiles(in: ["Sources"], root: root), root: root)
  }

  /// The hash of what the plain report measures.
  ///
  /// The report's header names it instead of a date or a commit, so that the same tree always
  /// gives the same header. It covers the configuration at `config`, `Package.swift` and every
  /// Swift file under `Sources/` and `Tests/` but the metrics tool's own. The shared targets and
  /// the other tests are in, since a change there can change which pattern lines the tests run.
  package static func ofMeasuredSources(root: URL, config: URL) -> String {
    let code = measuredFiles(in: ["Sources", "Tests"], root: root)
    // By content alone: `--config` may name a file outside the package, and the same
    // configuration should give the same header wherever it lives.
    let configuration = (try? Data(contentsOf: config)) ?? Data()
    return hash(configuration + [0] + contents(of: ["Package.swift"] + code, root: root))
  }

  /// Each file's path and bytes, in path order, each followed by a zero byte.
  private static func contents(of files: [String], root: URL) -> Data {
    files.sorted().reduce(into: Data()) { data, path in
      data += Data(path.utf8) + [0]
      data += ((try? Data(contentsOf: root.appendingPathComponent(path))) ?? Data()) + [0]
    }
  }

  /// The 64-bit FNV-1a hash of `bytes`, as 16 hex digits: the one hash behind every
  /// fingerprint of the report.
  private static func hash(_ bytes: Data) -> String {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return String(format: "%016llx", value)
  }

  /// The Swift files below `folder` (relative to `root`), as relative paths, sorted.
  package static func swiftFiles(in folder: String, root: URL) -> [String] {
    let base = root.appendingPathComponent(folder)
    let names = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
    return names.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
  }
}
