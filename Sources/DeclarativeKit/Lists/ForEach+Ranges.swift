import ViewKit

extension ForEach where Data == Range<Int> {
  /// Creates one view per integer of a constant range, identified by the integer, as SwiftUI's
  /// `ForEach(_:content:)` over a `Range<Int>`.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping @MainActor (Int) -> Content) {
    self.data = data
    idsOf = { data in TypedRowIDs(Array(data)) }
    self.content = content
  }
}

extension ForEach {
  /// Creates one view per element of the collection `data` binds, each given a binding to its
  /// element (writing through it changes the element), identified by the element's id, as
  /// SwiftUI's `ForEach(_:content:)` over a `Binding`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [Binding<C.Element>], C.Element: Identifiable, C.Index: Hashable {
    self.data = data.wrappedValue.indices.map { data[dynamicMember: \C.[$0]] }
    let elementIDs = data.wrappedValue.map(\.id)
    idsOf = { _ in TypedRowIDs(elementIDs) }
    // Not `@MainActor` in the signature: a closure of a `$item` parameter loses its actor
    // there (the compiler wraps it), but one written in a view's body inherits the main actor,
    // and rows are made on it only.
    nonisolated(unsafe) let content = content
    self.content = { content($0) }
  }
}
