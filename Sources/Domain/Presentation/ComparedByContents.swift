/// A field holding players, compared by their contents: `Player`'s `==` compares ids only (SPEC
/// §1.1, so a row is found again after an edit), but what a screen observes must see a rename —
/// an `@Observable` setter or a store tells its observers only when the new value is not `==`.
@propertyWrapper
package struct ComparedByContents<Value: ContentComparable>: Equatable, Sendable {
  /// The players.
  package var wrappedValue: Value

  /// Wraps `wrappedValue`.
  package init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Equal when both hold the same contents, field by field.
  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue.hasSameContents(as: rhs.wrappedValue)
  }
}

/// A value that can tell whether another holds the same contents, field by field.
package protocol ContentComparable: Sendable {
  /// Whether `other` holds the same contents.
  func hasSameContents(as other: Self) -> Bool
}

extension Player: ContentComparable {}

extension [Player]: ContentComparable {
  /// Whether both lists hold the same players, field by field, in the same order.
  package func hasSameContents(as other: [Player]) -> Bool {
    guard count == other.count else { return false }
    // A list copied but not changed shares its buffer and is equal without reading a player, so
    // comparing a long list costs nothing until it changes.
    let sharesBuffer = withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
    }
    return sharesBuffer || zip(self, other).allSatisfy { $0.hasSameContents(as: $1) }
  }
}
