extension Command {
  /// How far a scroll command moves a long list.
  enum Scroll: Equatable {
    /// Pages down (positive) or up (negative): as many rows as are shown.
    case pages(Int)
    /// Rows down (positive) or up (negative).
    case rows(Int)
    /// To the row with this number, counted from 1 over every section.
    case toRow(Int)

    /// The most rows one `scroll` moves, far beyond any list.
    static let maxRows = 1_000_000

    /// Reads `scroll`'s arguments: `up`, `down`, `up ROWS`, `down ROWS` or `to ROW`.
    static func parse(_ arguments: [String], usage: String) throws(CommandError) -> Scroll {
      let direction = arguments.first?.lowercased()
      let number = arguments.count == 2 ? Int(arguments[1]) : nil
      switch (direction, arguments.count) {
      case ("down", 1): return .pages(1)
      case ("up", 1): return .pages(-1)
      case ("to", 2):
        if let number, number > 0 { return .toRow(number) }
      case ("down", 2), ("up", 2):
        guard let number, number > 0 else { break }
        guard number <= maxRows else {
          throw CommandError(
            message:
              "'scroll' moves at most \(maxRows) rows at once; '\(arguments[1])' is too many.")
        }
        return .rows(direction == "up" ? -number : number)
      default: break
      }
      throw CommandError(
        message: "'scroll' needs: \(usage), or scroll to ROW; see 'help'.")
    }
  }
}
