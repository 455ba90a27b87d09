import ViewKit

extension List {
  /// Creates a list of the rows `content` builds in which tapping a row selects it: the
  /// selection becomes the row's id, as SwiftUI's `List(selection:content:)` does on an iPhone.
  ///
  /// In a column of a ``NavigationSplitView`` the selection shows the next column.
  public init<SelectionValue: Hashable>(
    selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
  ) {
    self.content = content()
    self.selection = ListSelection(
      select: { id in
        if let value = id.base as? SelectionValue { selection.wrappedValue = value }
      },
      clear: { selection.wrappedValue = nil })
  }

  /// Creates a list of one row per element of `data` in which tapping a row selects its id.
  public init<Data: RandomAccessCollection, Row: View, SelectionValue: Hashable>(
    _ data: Data, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> Row
  ) where Content == ForEach<Data, Row>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// Creates a list of one row per element of `data`, identified by the value at `id`, in
  /// which tapping a row selects its id.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View, SelectionValue: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
    @ViewBuilder rowContent: @escaping @MainActor (Data.Element) -> Row
  ) where Content == ForEach<Data, Row> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// What a tap on a row does with `selection`: selects the row's id and, in a split view's
  /// column, shows the next column.
  func selectRow(with selection: ListSelection, _ context: Context)
    -> @MainActor (AnyHashable) -> Void
  {
    let column = context.environment.splitColumn
    return { id in
      selection.select(id)
      column?.showNext(clearing: selection.clear)
    }
  }
}

/// How a list sets and clears its selection.
struct ListSelection {
  let select: @MainActor (AnyHashable) -> Void
  let clear: @MainActor () -> Void
}
