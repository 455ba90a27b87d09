import Foundation

/// The generated lessons of "What the second UI cost" inside hand-written documents: each
/// pattern's DocC article holds its own lesson, the top-level README every pattern's, between
/// two marker lines, so that the prose around them can never state other figures.
package enum LessonBlocks {
  /// Writes the lessons of `rewrite` into the DocC articles and the README, or, with `check`,
  /// fails naming the first document whose lesson is out of date.
  static func update(
    rewrite: UIRewrite?, config: MetricsConfig, patterns: [String], root: URL, readme: String,
    check: Bool
  ) throws(MetricsError) {
    let lessons = UIRewriteRenderer(rewrite: rewrite, config: config, patterns: patterns)
      .lessons()
    for document in documents(
      root: root, readme: readme, config: config, lessons: lessons, patterns: patterns)
    {
      try MarkedBlock.lessons.update(
        root.appendingPathComponent(document.path), path: document.path, with: document.block,
        what: "the lesson", check: check)
    }
  }

  /// The documents under `root` that may hold a lessons block, each with its path from the root
  /// and the block's text: each pattern's `Documentation.docc/*.md` (its lesson) and `readme`
  /// (every lesson, in report order).
  package static func documents(
    root: URL, readme: String, config: MetricsConfig, lessons: [String: String],
    patterns: [String]
  ) -> [(path: String, block: String)] {
    var documents: [(path: String, block: String)] = []
    for pattern in config.patterns where patterns.contains(pattern.name) {
      guard let lesson = lessons[pattern.name] else { continue }
      let folder = pattern.sources + "/Documentation.docc"
      let names =
        (try? FileManager.default.contentsOfDirectory(
          atPath: root.appendingPathComponent(folder).path)) ?? []
      for name in names.sorted() where name.hasSuffix(".md") {
        documents.append((folder + "/" + name, lesson + "\n"))
      }
    }
    documents.append((readme, UIRewriteRenderer.list(lessons, of: patterns)))
    return documents
  }
}
