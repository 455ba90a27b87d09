import Domain

// Domain's `Player ==` compares ids only (a row is found again after an edit), but a store tells
// its observers only when the state changed: states holding players compare their contents.
extension [Player] {
  /// Whether both lists hold the same players, field by field, in the same order.
  func hasSameContents(as other: [Player]) -> Bool {
    guard count == other.count else { return false }
    // Every action compares the whole state: a list copied but not changed shares its buffer
    // and is equal without reading a player, so a long list costs nothing until it changes.
    let sharesBuffer = withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
    }
    return sharesBuffer || zip(self, other).allSatisfy { $0.hasSameContents(as: $1) }
  }
}
