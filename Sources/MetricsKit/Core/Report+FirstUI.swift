extension Report.Figures {
  /// The UIs `pattern`'s source files are written in, by tag.
  package func uis(of pattern: String) -> Set<String> {
    Set(files.filter { $0.pattern == pattern && !$0.isTest }.compactMap(\.ui))
  }

  /// The patterns (printed names) written only in a UI other than `firstUI` (MV): their main
  /// tables measure that UI, since they have no first one.
  package func otherUIOnly(firstUI: String?) -> Set<String> {
    guard let firstUI else { return [] }
    return Set(
      patterns.map(\.name).filter { name in
        let written = uis(of: name)
        return !written.isEmpty && !written.contains(firstUI)
      })
  }
}
