import MetricsKit

/// The command lines `--docs` runs, built apart from running them so tests can read them.
package enum DocsArguments {
  /// The folder the symbol graphs and the converted pages are staged in.
  package static let scratch = ".build/docs-build"

  /// `swift symbolgraph-extract` of `module`, internal symbols included, from the compiled
  /// modules in `modules` (the coverage build's: a debug build keeps every declaration and its
  /// doc comment) into `graphs`, for `target` (and, on Apple's platforms, `sdk`).
  package static func symbolGraphExtract(
    _ module: String, modules: String, target: String, sdk: String?, into graphs: String
  ) -> [String] {
    [
      "symbolgraph-extract", "-module-name", module, "-I", modules, "-target", target,
      "-minimum-access-level", "internal", "-output-dir", graphs,
    ] + (sdk.map { ["-sdk", $0] } ?? [])
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
