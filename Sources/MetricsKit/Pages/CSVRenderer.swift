/// Renders one CSV row per measured file.
package enum CSVRenderer {
  private static let header = [
    "pattern", "path", "kind", "layer", "screen", "code", "comment", "blank", "types",
    "extensions", "largest_type", "largest_type_lines", "own_covered", "own_executable",
    "all_covered", "all_executable",
  ]

  /// The CSV text for `figures`, header first, rows sorted by path.
  package static func render(_ figures: Report.Figures) -> String {
    var lines = [header.joined(separator: ",")]
    for file in figures.files {
      let counts = TypeCounts(file.types)
      let largest = file.largestType
      let cells: [String] = [
        file.pattern, file.path, file.isTest ? "test" : "source", file.layer, file.screen,
        "\(file.lines.code)", "\(file.lines.comment)", "\(file.lines.blank)", "\(counts.types)",
        "\(counts.extensions)", largest?.name ?? "", largest.map { "\($0.codeLines)" } ?? "",
        file.ownCoverage.map { "\($0.covered)" } ?? "",
        file.ownCoverage.map { "\($0.executable)" } ?? "",
        file.allCoverage.map { "\($0.covered)" } ?? "",
        file.allCoverage.map { "\($0.executable)" } ?? "",
      ]
      lines.append(cells.map(quote).joined(separator: ","))
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func quote(_ cell: String) -> String {
    guard cell.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) else { return cell }
    return "\"" + cell.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
