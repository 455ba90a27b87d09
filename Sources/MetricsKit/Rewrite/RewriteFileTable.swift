extension UIRewriteRenderer {
  /// The files each port changed, with their role at both ends and their code lines, for the
  /// details page.
  func fileTables(rows: RewriteRows, rewrite: UIRewrite) -> String {
    let tagger = RoleTagger(config: config)
    var text = ""
    for cost in rows.costs {
      guard let port = rewrite.patterns[cost.pattern] else { continue }
      var table = MarkdownTable(
        ["File", "Role at base", "Role at head", "Added", "Removed", "Moved in", "Moved out"],
        rightAligned: [3, 4, 5, 6])
      for file in port.files {
        let base = file.baseImports.map { tagger.role(of: file.path, importing: $0).rawValue }
        let head = file.headImports.map { tagger.role(of: file.path, importing: $0).rawValue }
        table.add([
          "`\(file.path)`", base ?? "(new)", head ?? "(deleted)", "\(file.added)",
          "\(file.removed)", "\(file.movedIn)", "\(file.movedOut)",
        ])
      }
      let changed = cost.roleChanges.map {
        "`\($0.path)` (\($0.from.rawValue) → \($0.to.rawValue))"
      }
      text += "### \(cost.pattern)\n\n" + table.text
      text +=
        changed.isEmpty
        ? "\nNo file changed role.\n\n"
        : "\nFiles whose role changed (removed lines booked to the first role, added to the second): "
          + changed.joined(separator: ", ") + ".\n\n"
    }
    return text
  }
}
