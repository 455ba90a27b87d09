extension Report.Figures {
  /// The patterns (printed names) written only in a UI other than `firstUI` (MV): their main
  /// tables measure that UI, since they have no first one.
  package func otherUIOnly(firstUI: String?) -> Set<String> {
    guard let firstUI else { return [] }
    return Set(
      patterns.map(\.name).filter { name in
        let uis = Set(files.filter { $0.pattern == name && !$0.isTest }.compactMap(\.ui))
        return !uis.isEmpty && !uis.contains(firstUI)
      })
  }
}
