/// What one pattern's second UI cost, in code lines, by the role of the code written or
/// changed: one row of "What the second UI cost".
package struct RewriteCost: Equatable, Sendable {
  /// Code lines added and removed.
  package struct Change: Equatable, Sendable {
    /// Lines added.
    package var added = 0
    /// Lines removed.
    package var removed = 0

    /// Lines written or deleted.
    package var total: Int { added + removed }
  }

  /// A column of the table: where the lines went.
  package enum Column: String, CaseIterable, Sendable {
    /// The second UI's adapters (view states).
    case adapter
    /// The second UI's screens.
    case screens
    /// The second UI's navigation and root, in the composition-root folders.
    case secondUINavigation
    /// Navigation and assembly both UIs go through.
    case sharedNavigation
    /// Presentation logic.
    case presentationLogic
    /// The first UI's existing code.
    case firstUI
  }

  /// A file whose role differs between the port's base and head: its removed lines are booked
  /// to the first role, its added lines to the second.
  package struct RoleChange: Equatable, Sendable {
    /// The path from the package root.
    package let path: String
    /// The role at the port's base.
    package let from: FileRole
    /// The role at the port's head.
    package let to: FileRole
  }

  /// The pattern's name.
  package let pattern: String
  /// Lines by column.
  package private(set) var columns: [Column: Change] = [:]
  /// Code lines moved verbatim between two files, counted once, apart from the columns.
  package private(set) var moved = 0
  /// The files whose role changed.
  package private(set) var roleChanges: [RoleChange] = []
  /// The shared navigation files the port changed, by name without `.swift`, in path order.
  package private(set) var navigationFiles: [String] = []
  /// The first UI's files the port changed or wrote, by name without `.swift`, in path order.
  package private(set) var firstUIFiles: [String] = []
  /// Of the lines by column, those in hunks `MechanicalRule` calls mechanical; nil when the
  /// port was recorded before the rule.
  package private(set) var mechanical: [Column: Change]? = [:]

  /// The cost of `port` for `pattern`, each file's role read at both ends with `config`.
  package init(pattern: String, port: UIRewrite.Port, config: MetricsConfig) {
    self.pattern = pattern
    let tagger = RoleTagger(config: config)
    for file in port.files {
      let base = file.baseImports.map { tagger.role(of: file.path, importing: $0) }
      let head = file.headImports.map { tagger.role(of: file.path, importing: $0) }
      if let base, let head, base != head {
        roleChanges.append(RoleChange(path: file.path, from: base, to: head))
      }
      // Removed lines go to the role at the base, added ones to the role at the head.
      let sides: [(FileRole?, Int, Int?, WritableKeyPath<Change, Int>)] = [
        (base ?? head, file.removed, file.mechanicalRemoved, \.removed),
        (head ?? base, file.added, file.mechanicalAdded, \.added),
      ]
      for case (let role?, let lines, let mechanicalLines, let side) in sides {
        let column = Self.column(of: role, path: file.path, pattern: pattern, config: config)
        columns[column, default: Change()][keyPath: side] += lines
        guard let mechanicalLines else {
          mechanical = nil
          continue
        }
        mechanical?[column, default: Change()][keyPath: side] += mechanicalLines
      }
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      let stem = String(name.dropLast(name.hasSuffix(".swift") ? 6 : 0))
      let roles = [base ?? head, head ?? base]
      if roles.contains(.navigation), file.added + file.removed > 0 {
        navigationFiles.append(stem)
      }
      if roles.contains(.firstUI), file.added + file.removed > 0 { firstUIFiles.append(stem) }
      moved += file.movedIn
    }
  }

  /// The column a file of `role` at `path` books its lines to: a second-UI file in a
  /// composition-root folder (`App`) is that UI's navigation and root, any other a screen.
  package static func column(
    of role: FileRole, path: String, pattern: String, config: MetricsConfig
  ) -> Column {
    switch role {
    case .adapter: return .adapter
    case .navigation: return .sharedNavigation
    case .presentationLogic: return .presentationLogic
    case .firstUI: return .firstUI
    case .secondUI:
      let rootFolders = Set(config.uiRewriteRootFolders ?? ["App"])
      let sources = config.patterns.first { $0.name == pattern }?.sources ?? ""
      let relative = path.hasPrefix(sources + "/") ? path.dropFirst(sources.count + 1) : path[...]
      let folder = relative.split(separator: "/").dropLast().first.map(String.init) ?? ""
      return folder.isEmpty || rootFolders.contains(folder) ? .secondUINavigation : .screens
    }
  }

  /// The columns of code both UIs share or the first UI's, which a port changes rather than
  /// writes.
  package static let changedColumns: [Column] = [.sharedNavigation, .presentationLogic, .firstUI]

  /// The lines the port changed in shared code and the first UI, and of them the mechanical
  /// (nil when the port was recorded before the rule).
  package var changed: (all: Int, mechanical: Int?) {
    let all = Self.changedColumns.map { self[$0].total }.reduce(0, +)
    return (
      all,
      mechanical.map { lines in
        Self.changedColumns.map { lines[$0]?.total ?? 0 }.reduce(0, +)
      }
    )
  }

  /// The lines of `column`.
  package subscript(column: Column) -> Change { columns[column] ?? Change() }

  /// A column's lines as the table and the sentences print them: a count for code the port
  /// wrote new (`472`) or nothing (`0`), `+5 −2` for code it changed, or when new code also
  /// lost lines.
  package func figure(_ column: Column) -> String {
    let change = self[column]
    let isNewCode = [.adapter, .screens, .secondUINavigation].contains(column)
    // Nothing changed reads as `0` in either kind of column.
    return (isNewCode && change.removed == 0) || change.total == 0
      ? "\(change.added)" : "+\(change.added) −\(change.removed)"
  }

  /// Code lines written or deleted for the second UI, moves not counted.
  package var total: Int { columns.values.map(\.total).reduce(0, +) }
}
