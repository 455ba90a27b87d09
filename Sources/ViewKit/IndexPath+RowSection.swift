import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
  /// Table addressing for `IndexPath`, which UIKit adds on Apple platforms and Linux lacks.
  extension IndexPath {
    /// Creates an index path for a row in a section of a table.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// The row of the index path (its second index).
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }

    /// The section of the index path (its first index).
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }
  }
#endif
