import MetricsKit

/// The command lines `--docs` runs, built apart from running them so tests can read them.
package enum DocsArguments {
  /// The build folder of the symbol graphs: its own, so the coverage build is not redone.
  package static let scratch = ".build/docs-build"

  /// `swift build` emitting every module's symbol graph, internal symbols included, into
  /// `graphs`.
  package static func symbolGraphBuild(into graphs: String) -> [String] {
    ["build", "--scratch-path", scratch]
      + [
        "-emit-symbol-graph", "-emit-symbol-graph-dir", graphs,
        "-symbol-graph-minimum-access-level", "internal",
      ].flatMap { ["-Xswiftc", $0] }
  }

  /// `docc convert` of `target` from its module's symbol graphs in `graphs` into `output`.
  ///
  /// The hosting base path is the target's folder under the site, so the pages work when the
  /// site folder is served at the root of an HTTP server.
  package static func convert(_ target: DocsTarget, graphs: String, output: String) -> [String] {
    // A target without a catalog still gets its symbols' pages; DocC then needs a name and id.
    let catalog =
      target.catalog.map { [$0] }
      ?? [
        "--fallback-display-name", target.module, "--fallback-bundle-identifier", target.module,
      ]
    return ["convert"] + catalog
      + [
        "--additional-symbol-graph-dir", graphs, "--transform-for-static-hosting",
        "--hosting-base-path", target.sitePath, "--output-path", output,
      ]
  }
}
