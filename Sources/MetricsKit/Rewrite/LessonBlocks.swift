import Foundation

/// The generated lessons of "What the second UI cost" inside hand-written documents: each
/// pattern's DocC article holds its own lesson, the top-level README every pattern's, between
/// two marker lines, so that the prose around them can never state other figures.
package enum LessonBlocks {
  /// A document whose block is out of date: where it is, and its text with the block replaced.
  package struct Update: Equatable, Sendable {
    /// The document's path from the package root.
    package let path: String
    /// The document's text with the generated block.
    package let text: String
  }

  /// The documents under `root` holding a block whose text differs from the generated one:
  /// each pattern's `Documentation.docc/*.md` (its lesson) and `readme` (every lesson, in
  /// report order).
  package static func updates(
    root: URL, readme: String, config: MetricsConfig, lessons: [String: String],
    patterns: [String]
  ) -> [Update] {
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
      return Update(path: document.path, text: replaced)
    }
  }
}
