import Foundation

extension MetricsCommand {
  /// Writes the generated lessons of "What the second UI cost" into the DocC articles and the
  /// README, or, with `check`, fails naming the first document whose lesson is out of date.
  static func updateLessons(
    rewrite: UIRewrite?, config: MetricsConfig, patterns: [String], root: URL, readme: String,
    check: Bool
  ) throws(MetricsError) {
    let lessons = UIRewriteRenderer(rewrite: rewrite, config: config, patterns: patterns)
      .lessons()
    let updates = LessonBlocks.updates(
      root: root, readme: readme, config: config, lessons: lessons, patterns: patterns)
    if check, let stale = updates.first {
      throw .staleReadme(
        path: stale.path, diff: "the lesson between \(MarkedBlock.lessons.start) and its end marker"
      )
    }
    for update in updates {
      try ResultStore.write(Data(update.text.utf8), to: root.appendingPathComponent(update.path))
    }
  }
}
