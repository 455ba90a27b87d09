import Domain

// Domain's `Player ==` compares ids only (a row is found again after an edit), but a store tells
// its observers only when the state changed: states holding players compare their contents.
extension [Player] {
  /// Whether both lists hold the same players, field by field, in the same order.
  func hasSameContents(as other: [Player]) -> Bool {
    count == other.count && zip(self, other).allSatisfy { $0.hasSameContents(as: $1) }
  }
}
