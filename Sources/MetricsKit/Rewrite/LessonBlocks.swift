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
    let stale = updates(
      root: root, readme: readme, config: config, lessons: lessons, patterns: patterns)
    if check, let first = stale.first {
      throw .staleReadme(
        path: first.path, diff: "the lesson between \(MarkedBlock.lessons.start) and its end marker"
      )
    }
    for update in stale {
      try ResultStore.write(Data(update.text.utf8), to: root.appendingPathComponent(update.path))
    }
  }

  /// The documents under `root` holding a block whose text differs from the generated one,
  /// each with its path from the root and its text with the block replaced: each pattern's
  /// `Documentation.docc/*.md` (its lesson) and `readme` (every lesson, in report order).
  package static func updates(
    root: URL, readme: String, config: MetricsConfig, lessons: [String: String],
    patterns: [String]
  ) -> [(path: String, text: String)] {
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
    let all = patterns.compactMap { lessons[$0].map { "- \($0)" } }
    documents.append((readme, all.joined(separator: "\n") + "\n"))
    return documents.compactMap { document in
      let file = root.appendingPathComponent(document.path)
      guard let text = try? String(contentsOf: file, encoding: .utf8),
        let replaced = MarkedBlock.lessons.replacing(in: text, with: document.block),
        replaced != text
      else { return nil }
      return (document.path, replaced)
    }
  }
}
