import Foundation

// Foundation's `IndexPath` has no `row` or `section` on any platform: UIKit adds them on iOS and
// ViewKit adds them everywhere, since ViewKit imports Foundation only. Where a file imports UIKit
// as well, both sets are visible; ViewKit's are disfavoured, so UIKit's win without ambiguity, and
// they mean the same (section first, row second).

/// Table addressing for `IndexPath`, as UIKit adds it.
extension IndexPath {
  /// Creates an index path for a row in a section of a table.
  @_disfavoredOverload
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The row of the index path (its second index).
  @_disfavoredOverload
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The section of the index path (its first index).
  @_disfavoredOverload
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
