import Foundation

@testable import MetricsKit

/// Runs the real cloc and reads its per-file counts.
enum Cloc {
  /// The cloc executable on `PATH`, if installed.
  static let executable: URL? = ToolLocator().onPath("cloc")

  /// The package root, four levels above this file.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  /// cloc's counts for every Swift file under `folder` of `root`, keyed by cloc's file name.
  static func countsByFile(in root: URL, folder: String) throws -> [String: LineCounts] {
    guard let executable else { return [:] }
    let process = Process()
    process.executableURL = executable
    process.arguments = [
      "--by-file", "--include-lang=Swift", "--csv", "--quiet", "--skip-uniqueness", folder,
    ]
    process.currentDirectoryURL = root
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    var counts: [String: LineCounts] = [:]
    // Rows are `language,filename,blank,comment,code`; the header and SUM rows are skipped.
    for row in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let cells = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      guard cells.count >= 5, cells[0] == "Swift", let blank = Int(cells[2]),
        let comment = Int(cells[3]), let code = Int(cells[4])
      else { continue }
      counts[cells[1]] = LineCounts(blank: blank, comment: comment, code: code)
    }
    return counts
  }
}
