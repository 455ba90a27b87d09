// A stub of the part of UIKit that a file importing only SwiftUI sees on iOS (SwiftUI re-exports
// UIKit there) and the declarative screens use: `IndexPath`'s table addressing. Written from
// Apple's documentation; compiled as the module `UIKit` that the `SwiftUI` stub re-exports.
@_exported import Foundation

extension IndexPath {
  /// An index path for a row in a section of a table.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// The row of a table's index path.
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The section of a table's index path.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
