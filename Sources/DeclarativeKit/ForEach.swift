import Foundation
import ViewKit

/// One view per element of a collection of `Identifiable` elements, each keeping its identity
/// (and its state) by its element's id, as SwiftUI's `ForEach`.
///
/// In a ``List`` each element is a row whose view is made only when the list draws it. Two
/// elements with the same id are reported, naming the view, and both still shown.
public struct ForEach<Data: RandomAccessCollection, Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let data: Data
  let idOf: @MainActor (Data.Element) -> AnyHashable
  let content: @MainActor (Data.Element) -> Content
  var deleteAction: (@MainActor (IndexSet) -> Void)?
  var moveAction: (@MainActor (IndexSet, Int) -> Void)?

  /// Creates one view per element of `data`, made by `content`.
  public init(
    _ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) where Data.Element: Identifiable {
    self.data = data
    idOf = { AnyHashable($0.id) }
    self.content = content
  }

  /// Creates one view per element of `data`, identified by the value at `id`, as SwiftUI's
  /// `ForEach(_:id:content:)`.
  public init<ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    idOf = { AnyHashable($0[keyPath: id]) }
    self.content = content
  }

  /// Lets the user delete rows of a list, as SwiftUI's `onDelete(perform:)`; `action` gets the
  /// offsets in `data` and removes those elements.
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
    var copy = self
    copy.deleteAction = action
    return copy
  }

  /// Lets the user move rows of a list in reorder mode, as SwiftUI's `onMove(perform:)`;
  /// `action` gets the offsets moved and the offset they go before, as
  /// `Array.move(fromOffsets:toOffset:)` takes them.
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ForEach {
    var copy = self
    copy.moveAction = action
    return copy
  }

  /// The rows this view adds to a list, made lazily.
  var segment: ListSegment {
    let data = data
    let content = content
    return ListSegment(
      ids: data.map(idOf), rowType: ObjectIdentifier(Content.self),
      rowName: "\(Content.self)",
      view: { offset in content(data[data.index(data.startIndex, offsetBy: offset)]) },
      onDelete: deleteAction, onMove: moveAction)
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let store = node.coordinator as? RowStore ?? RowStore()
    node.coordinator = store
    let segment = segment
    let keys = store.update([[segment]], context, kind: "ForEach")[0][0]
    return keys.indices.flatMap { store.widgets(of: segment, at: $0, key: keys[$0], context) }
  }
}

extension ForEach: ListContentProvider {
  /// Rows; or, for a `ForEach` of sections, one section per element (sections are few, and
  /// making a section's view evaluates none of its rows).
  func addSections(to list: inout ListSections) {
    if Content.self is any SectionView.Type {
      for element in data { list.add(content(element)) }
    } else {
      list.addLoose(segment)
    }
  }
}

/// The rows one `ForEach` (or one plain view) adds to a list: their ids and how to make each.
@MainActor
struct ListSegment {
  /// The id of each row, in order.
  let ids: [AnyHashable]
  /// The type of the rows' views, part of their identity.
  let rowType: ObjectIdentifier
  /// The name of the rows' view type, for runtime issues.
  let rowName: String
  /// Makes the view of the row at an offset.
  let view: @MainActor (Int) -> any View
  /// Deletes rows at offsets, if the rows can be deleted.
  var onDelete: (@MainActor (IndexSet) -> Void)?
  /// Moves rows within the segment, if they can be moved.
  var onMove: (@MainActor (IndexSet, Int) -> Void)?

  /// A segment of one row showing `view`.
  static func single(_ view: any View) -> ListSegment {
    ListSegment(
      ids: [AnyHashable(0)], rowType: ObjectIdentifier(type(of: view)),
      rowName: "\(type(of: view))", view: { _ in view })
  }
}

/// A row's identity in a list: its segment, its id and, for a duplicate id, which one it is.
struct RowKey: Hashable {
  let segment: Int
  let id: AnyHashable
  let occurrence: Int
}

/// Something a node keeps that must end with it.
@MainActor
protocol NodeCoordinator: AnyObject {
  /// Ends what lives with the coordinator: its nodes' state and tasks.
  func drop()
}

/// The nodes of the rows of a list or a `ForEach`, by row identity, made when a row is first
/// drawn and dropped when its id leaves the data.
@MainActor
final class RowStore: NodeCoordinator {
  private var nodes: [RowKey: Node] = [:]

  /// The keys of every row of `sections` (segments numbered in order); duplicate ids are
  /// reported and told apart; nodes of rows gone are dropped.
  func update(_ sections: [[ListSegment]], _ context: Context, kind: String) -> [[[RowKey]]] {
    var number = 0
    var live: [Int: [AnyHashable: Int]] = [:]
    let keys = sections.map { segments in
      segments.map { segment in
        defer { number += 1 }
        var counts: [AnyHashable: Int] = [:]
        counts.reserveCapacity(segment.ids.count)
        let keys = segment.ids.enumerated().map { offset, id in
          let occurrence = counts[id, default: 0]
          counts[id] = occurrence + 1
          if occurrence == 1 {
            context.graph.report(
              "\(kind) in \(context.owner) has the id \(id) more than once (again at row "
                + "\(offset)); ids must be unique: each duplicate is shown, but its identity "
                + "and state follow its position")
          }
          return RowKey(segment: number, id: id, occurrence: occurrence)
        }
        live[number] = counts
        return keys
      }
    }
    for (key, node) in nodes where (live[key.segment]?[key.id] ?? 0) <= key.occurrence {
      node.drop()
      nodes[key] = nil
    }
    return keys
  }

  /// The widgets of a row, its view evaluated in the row's node.
  func widgets(
    of segment: ListSegment, at offset: Int, key: RowKey, _ context: Context
  ) -> [ViewKit.View] {
    let node =
      nodes[key].flatMap { $0.type == segment.rowType ? $0 : nil }
      ?? Node(type: segment.rowType, name: segment.rowName)
    if let old = nodes[key], old !== node { old.drop() }
    nodes[key] = node
    let view = segment.view(offset)
    return context.graph.reconcile(view, in: node, context)
  }

  func drop() {
    for node in nodes.values { node.drop() }
    nodes = [:]
  }
}
