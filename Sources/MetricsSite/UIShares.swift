import MetricsKit

/// One pattern's files in some folders, split as a two-UI page shows them: the first UI's, the
/// second UI's, and the logic (no UI) both share; the figures are the report's own.
struct UIShares {
  /// The first configured UI's title and files (`UIKit-shaped UI`).
  let left: (title: String, files: [FileMetrics])
  /// The second configured UI's title and files (`declarative UI`).
  let right: (title: String, files: [FileMetrics])
  /// The files tagged with no UI.
  let logic: [FileMetrics]

  /// Splits `files`; nil when fewer than two UIs are configured.
  init?(_ files: [FileMetrics], config: MetricsConfig) {
    guard let uis = config.uis, uis.count >= 2 else { return nil }
    left = (uis[0].title, files.filter { $0.ui == uis[0].name })
    right = (uis[1].title, files.filter { $0.ui == uis[1].name })
    logic = files.filter { $0.ui == nil }
  }

  /// One sentence of what is shown, for `subject` (`MVP's Login`): "the UIKit-shaped UI's 2
  /// files (76 code lines) beside the declarative UI's 2 files (52), on 1 shared logic file (59)".
  func sentence(_ subject: String) -> String {
    "\(subject): the \(left.title)'s \(left.files.counted()) (\(left.files.code) code lines)"
      + " beside the \(right.title)'s \(right.files.counted()) (\(right.files.code)),"
      + (logic.isEmpty
        ? " on no shared logic file."
        : " on \(logic.counted("shared logic file")) (\(logic.code)).")
  }
}

extension [FileMetrics] {
  /// How many files there are, as `1 file` or `3 files` (or another `noun`).
  func counted(_ noun: String = "file") -> String { "\(count) \(noun)" + (count == 1 ? "" : "s") }

  /// Their code lines added up.
  var code: Int { reduce(0) { $0 + $1.lines.code } }
}
