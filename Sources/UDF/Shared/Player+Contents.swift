import Domain

/// A state field holding players, compared by their contents: Domain's `Player ==` compares ids
/// only (a row is found again after an edit), but a store tells its observers only when the state
/// changed, so a state's synthesized `==` must see an edited name.
@propertyWrapper
struct ComparedByContents<Value: ContentComparable>: Equatable, Sendable {
  /// The players.
  var wrappedValue: Value

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue.hasSameContents(as: rhs.wrappedValue)
  }
}

/// A value that can tell whether another holds the same contents, field by field.
protocol ContentComparable: Sendable {
  /// Whether `other` holds the same contents.
  func hasSameContents(as other: Self) -> Bool
}

extension Player: ContentComparable {}

extension [Player]: ContentComparable {
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
