import Foundation

extension MutableCollection {
  /// Moves the elements at `source` so that they stand, in their order, just before the element
  /// that was at `destination` (at the end when `destination` is `count`), as SwiftUI's
  /// `move(fromOffsets:toOffset:)`; the offsets are those `onMove(perform:)` gives.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    precondition(
      (0...elements.count).contains(destination),
      "move(fromOffsets:toOffset:): destination \(destination) is not in 0...\(elements.count)")
    precondition(
      source.allSatisfy(elements.indices.contains),
      "move(fromOffsets:toOffset:): an offset of \(Array(source)) is not in the collection")
    let moved = source.map { elements[$0] }
    var reordered: [Element] = []
    reordered.reserveCapacity(elements.count)
    for (offset, element) in elements.enumerated() {
      if offset == destination { reordered += moved }
      if !source.contains(offset) { reordered.append(element) }
    }
    if destination == elements.count { reordered += moved }
    for (index, element) in zip(indices, reordered) { self[index] = element }
  }
}

extension RangeReplaceableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's `remove(atOffsets:)`; the offsets are
  /// those `onDelete(perform:)` gives.
  public mutating func remove(atOffsets offsets: IndexSet) {
    // From the last, so that the offsets still to remove keep naming the same elements.
    for offset in offsets.reversed() {
      remove(at: index(startIndex, offsetBy: offset))
    }
  }
}
