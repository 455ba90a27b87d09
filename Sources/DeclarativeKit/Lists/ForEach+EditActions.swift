import Foundation

/// The edits a ``ForEach`` over a binding lets the user make to its collection, as SwiftUI's
/// `EditActions`.
public struct EditActions<Data>: OptionSet, Sendable {
  /// The option bits.
  public let rawValue: Int

  /// Creates actions from bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Rows can be moved in reorder mode.
  public static var move: EditActions { EditActions(rawValue: 1) }
  /// Rows can be swiped to delete.
  public static var delete: EditActions { EditActions(rawValue: 2) }
  /// Rows can be moved and deleted.
  public static var all: EditActions { [.move, .delete] }
}

extension ForEach {
  /// Creates one view per element of the collection `data` binds, each given a binding to its
  /// element, whose rows the user deletes or moves as `editActions` allows, as SwiftUI's
  /// `ForEach(_:editActions:content:)`: a delete or a move edits the bound collection.
  public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Element: Identifiable, C.Index: Hashable {
    self.init(data, content: content)
    if editActions.contains(.delete) {
      deleteAction = { data.wrappedValue.remove(atOffsets: $0) }
    }
    if editActions.contains(.move) {
      moveAction = { data.wrappedValue.move(fromOffsets: $0, toOffset: $1) }
    }
  }
}
