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
  @usableFromInline let data: Data
  @usableFromInline let idsOf: @MainActor (Data) -> any RowIDs
  @usableFromInline let content: @MainActor (Data.Element) -> Content
  @usableFromInline var deleteAction: (@MainActor (IndexSet) -> Void)?
  @usableFromInline var moveAction: (@MainActor (IndexSet, Int) -> Void)?
  @usableFromInline var insertAction: (@MainActor ([Any], Int) -> Bool)?

  /// Creates one view per element of `data`, made by `content`.
  // Inlinable so that reading the ids, once per pass for every element, is compiled for the
  // caller's element type rather than through `Identifiable`'s witnesses.
  @inlinable
  public init(
    _ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) where Data.Element: Identifiable {
    self.data = data
    idsOf = { data in TypedRowIDs(ids(of: data)) }
    self.content = content
  }

  /// Creates one view per element of `data`, identified by the value at `id`, as SwiftUI's
  /// `ForEach(_:id:content:)`.
  @inlinable
  public init<ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content
  ) {
    self.data = data
    idsOf = { data in TypedRowIDs(ids(of: data, at: id)) }
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

  /// Takes rows dropped on this `ForEach` of a list, as SwiftUI's `dropDestination(for:action:)`.
  ///
  /// `action` gets the payloads of type `T` of the rows dragged (made `draggable`) and the offset
  /// in `data` they go to. In reorder mode a row moved here from another `ForEach` is dropped.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping @MainActor ([T], Int) -> Void
  ) -> ForEach {
    var copy = self
    copy.insertAction = { payloads, offset in
      let dropped = payloads.compactMap { $0 as? T }
      if !dropped.isEmpty { action(dropped, offset) }
      return !dropped.isEmpty
    }
    return copy
  }

  /// The rows this view adds to a list at `path`, made lazily, each inside `modifiers`.
  ///
  /// The ids come from `resolver` when it kept them for this very data.
  func segment(
    at path: ContentPath, modifiers: [any RowsModifier] = [],
    resolver: (any ListContentResolver)? = nil
  ) -> ListSegment {
    let data = data
    let content = content
    let ids = resolver?.ids(of: data, at: path, make: idsOf) ?? idsOf(data)
    return ListSegment(
      path: path, ids: ids, rowType: Content.self,
      view: { offset in
        modifiers.reversed().reduce(content(data[data.index(data.startIndex, offsetBy: offset)])) {
          row, modifier in modifier.modifying(row)
        }
      },
      onDelete: deleteAction, onMove: moveAction, onInsert: insertAction)
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let store = node.coordinator as? RowStore ?? RowStore()
    node.coordinator = store
    store.owner = node
    let segment = segment(at: [])
    let keys = store.update([[segment]], context, kind: "ForEach")[0][0]
    // The content closure makes each element's view anew: compare its inputs.
    let made = context.made
    return (0..<segment.ids.count).flatMap { offset in
      let tagged = TaggedRows.count
      let widgets = store.widgets(of: segment, at: offset, key: keys.key(at: offset), made)
      // In a picker, a row without a tag of its own is tagged with its id, as in SwiftUI.
      if let tagged, TaggedRows.count == tagged {
        TaggedRows.add(segment.ids.id(at: offset), widgets)
      }
      return widgets
    }
  }
}

extension ForEach: ListContentProvider {
  /// Rows; or, for a `ForEach` of sections, one section per element (sections are few, and
  /// making a section's view evaluates none of its rows).
  func addSections(to list: inout ListSections) {
    if Content.self is any SectionView.Type {
      let ids = idsOf(data)
      for (offset, element) in data.enumerated() {
        list.add(content(element), at: ids.id(at: offset))
      }
    } else {
      list.addLoose(segment(at: list.path, modifiers: list.rowModifiers, resolver: list.resolver))
    }
  }
}

/// The ids of `data`'s elements; not isolated, so reading each id pays no check of the actor.
@inlinable
func ids<Data: RandomAccessCollection>(of data: Data) -> [Data.Element.ID]
where Data.Element: Identifiable {
  data.map { $0.id }
}

/// The ids at `keyPath` of `data`'s elements; not isolated, as `ids(of:)`.
@inlinable
func ids<Data: RandomAccessCollection, ID>(
  of data: Data, at keyPath: KeyPath<Data.Element, ID>
) -> [ID] {
  data.map { $0[keyPath: keyPath] }
}

/// The rows one `ForEach` (or one plain view) adds to a list: their ids and how to make each.
@MainActor
struct ListSegment {
  /// Where the rows' `ForEach` stands in the list's content: part of each row's identity.
  let path: ContentPath
  /// The id of each row, in order.
  let ids: any RowIDs
  /// The type of the rows' views, part of their identity.
  let rowType: any View.Type
  /// Makes the view of the row at an offset.
  let view: @MainActor (Int) -> any View
  /// Deletes rows at offsets, if the rows can be deleted.
  var onDelete: (@MainActor (IndexSet) -> Void)?
  /// Moves rows within the segment, if they can be moved.
  var onMove: (@MainActor (IndexSet, Int) -> Void)?
  /// Takes dropped payloads at an offset, if rows can be dropped here; whether it took any.
  var onInsert: (@MainActor ([Any], Int) -> Bool)?

  /// A segment of one row showing `view`, at `path`, inside `modifiers`.
  static func single(
    _ view: any View, at path: ContentPath, modifiers: [any RowsModifier]
  ) -> ListSegment {
    let row = modifiers.reversed().reduce(view) { row, modifier in modifier.modifying(row) }
    return ListSegment(
      path: path, ids: TypedRowIDs([0]), rowType: type(of: row), view: { _ in row })
  }
}

/// A row's identity in a list: its segment's path, its id and, for a duplicate id, which one
/// it is.
struct RowKey: Hashable {
  /// The number the row store gave its segment's path, so that no path is hashed per row.
  let segment: Int
  let id: AnyHashable
  let occurrence: Int
  /// The key's hash, worked out once: a drawn row's key is looked up in several tables, and
  /// hashing an `AnyHashable` goes through its box each time.
  private let hash: Int

  init(segment: Int, id: AnyHashable, occurrence: Int) {
    self.segment = segment
    self.id = id
    self.occurrence = occurrence
    var hasher = Hasher()
    hasher.combine(segment)
    hasher.combine(id)
    hasher.combine(occurrence)
    hash = hasher.finalize()
  }

  static func == (lhs: RowKey, rhs: RowKey) -> Bool {
    lhs.hash == rhs.hash && lhs.segment == rhs.segment && lhs.occurrence == rhs.occurrence
      && lhs.id == rhs.id
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(hash)
  }
}

/// The ids of one segment's rows in their own type, so that comparing them with the last pass's
/// and looking for duplicates hash no `AnyHashable`: a pass whose ids did not change costs one
/// comparison of arrays.
@MainActor
@usableFromInline
protocol RowIDs {
  /// How many rows there are.
  var count: Int { get }
  /// The id of the row at `offset`.
  func id(at offset: Int) -> AnyHashable
  /// Whether `other` holds the same ids in the same order.
  func isSame(as other: any RowIDs) -> Bool
  /// How many rows carry `id`.
  func count(of id: AnyHashable) -> Int
  /// The offsets whose id appeared at an earlier offset, with which occurrence each is (1 for
  /// the first repeat); empty when every id is unique.
  func repeats() -> [Int: Int]
}

/// The ids of a segment's rows, of one `Hashable` type.
@MainActor
@usableFromInline
final class TypedRowIDs<ID: Hashable>: RowIDs {
  let ids: [ID]
  /// How many times each id occurs, counted when first asked.
  private var counts: [ID: Int]?
  /// Whether the ids are integers in increasing order, found when first asked.
  private var increases: Bool?

  @usableFromInline
  init(_ ids: [ID]) {
    self.ids = ids
  }

  @usableFromInline var count: Int { ids.count }

  @usableFromInline func id(at offset: Int) -> AnyHashable { AnyHashable(ids[offset]) }

  @usableFromInline func isSame(as other: any RowIDs) -> Bool {
    guard let other = other as? TypedRowIDs<ID> else { return false }
    return other === self || other.ids == ids
  }

  @usableFromInline func count(of id: AnyHashable) -> Int {
    if let integers = increasingIntegers {
      guard let id = id.base as? Int else { return 0 }
      return integers.increasingContains(id) ? 1 : 0
    }
    guard let id = id.base as? ID else { return 0 }
    return occurrences()[id] ?? 0
  }

  @usableFromInline func repeats() -> [Int: Int] {
    if increasingIntegers != nil || occurrences().count == ids.count { return [:] }
    return DeclarativeKit.repeats(in: ids)
  }

  /// The ids, when they are integers in increasing order (a server's list in creation order).
  ///
  /// They are then unique and found by bisection, with no hashing at all, where counting a
  /// thousand ids through `Hashable`'s witnesses took a tenth of a millisecond. Per-view scopes
  /// leave this cost where it was: every pass still flattens the list's content, and a changed
  /// list (a player added) still checks every id, whichever bodies it evaluates.
  private var increasingIntegers: [Int]? {
    guard ID.self == Int.self else { return nil }
    // The same array, not a copy: `as? [Int]` would cast each element.
    let integers = unsafeBitCast(ids, to: [Int].self)
    if increases == nil { increases = integers.isIncreasing }
    return increases == true ? integers : nil
  }

  private func occurrences() -> [ID: Int] {
    if let counts { return counts }
    var counts: [ID: Int] = [:]
    counts.reserveCapacity(ids.count)
    for id in ids { counts[id, default: 0] += 1 }
    self.counts = counts
    return counts
  }
}

extension Array where Element == Int {
  /// Whether each element is greater than the one before.
  fileprivate var isIncreasing: Bool {
    zip(self, dropFirst()).allSatisfy { $0 < $1 }
  }

  /// Whether this array, in increasing order, holds `element`: found by bisection.
  fileprivate func increasingContains(_ element: Int) -> Bool {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < element { low = middle + 1 } else { high = middle }
    }
    return low < count && self[low] == element
  }
}

/// The offsets whose id appeared at an earlier offset, with which occurrence each is.
private func repeats<ID: Hashable>(in ids: [ID]) -> [Int: Int] {
  var seen: [ID: Int] = [:]
  var repeats: [Int: Int] = [:]
  for (offset, id) in ids.enumerated() {
    let occurrence = seen[id, default: 0]
    seen[id] = occurrence + 1
    if occurrence > 0 { repeats[offset] = occurrence }
  }
  return repeats
}

/// The identities of one segment's rows, made from its ids as the rows are drawn.
@MainActor
struct SegmentKeys {
  /// The number of the segment's path in the list's content.
  let segment: Int
  let ids: any RowIDs
  /// Which occurrence of its id a row is, for the rows whose id appeared before.
  let repeats: [Int: Int]

  /// The identity of the row at `offset`.
  func key(at offset: Int) -> RowKey {
    RowKey(segment: segment, id: ids.id(at: offset), occurrence: repeats[offset] ?? 0)
  }
}

/// The nodes of the rows of a list or a `ForEach`, by row identity, made when a row is first
/// drawn and dropped when its id leaves the data.
@MainActor
final class RowStore: NodeCoordinator {
  /// The node of the list or `ForEach` whose rows these are, told when a row changes.
  @Linked var owner: Node?
  private var nodes: [RowKey: Node] = [:]
  /// The keys of the last pass's segments, by the number of their path.
  private var last: [Int: SegmentKeys] = [:]
  /// A number for each segment path met, once.
  private var numbers: [ContentPath: Int] = [:]

  /// The keys of every row of `sections`; duplicate ids are reported and told apart; nodes of
  /// rows gone are dropped.
  ///
  /// A segment whose ids are those of the last pass at its path keeps its keys: nothing is
  /// hashed, nothing reported again and no node is dropped.
  func update(_ sections: [[ListSegment]], _ context: Context, kind: String) -> [[SegmentKeys]] {
    var current: [Int: SegmentKeys] = [:]
    var changed = false
    let keys = sections.map { segments in
      segments.map { segment in
        let number = numbers[segment.path] ?? numbers.count
        numbers[segment.path] = number
        let keys: SegmentKeys
        if let previous = last[number], previous.ids.isSame(as: segment.ids) {
          keys = SegmentKeys(segment: number, ids: segment.ids, repeats: previous.repeats)
        } else {
          changed = true
          keys = SegmentKeys(segment: number, ids: segment.ids, repeats: segment.ids.repeats())
          reportDuplicates(keys, context, kind: kind)
        }
        current[number] = keys
        return keys
      }
    }
    if changed || current.count != last.count {
      for (key, node) in nodes
      where (current[key.segment].map { $0.ids.count(of: key.id) <= key.occurrence } ?? true) {
        node.drop()
        nodes[key] = nil
      }
    }
    last = current
    return keys
  }

  private func reportDuplicates(_ keys: SegmentKeys, _ context: Context, kind: String) {
    for (offset, occurrence) in keys.repeats.sorted(by: { $0.key < $1.key }) where occurrence == 1 {
      context.graph.report(
        "\(kind) in \(context.owner) has the id \(keys.ids.id(at: offset)) more than once (again "
          + "at row \(offset)); ids must be unique: each duplicate is shown, but its identity and "
          + "state follow its position")
    }
  }

  /// The widgets of a row, its view evaluated in the row's node.
  func widgets(
    of segment: ListSegment, at offset: Int, key: RowKey, _ context: Context
  ) -> [ViewKit.View] {
    let existing = nodes[key]
    let node = Node.reusing(existing, for: segment.rowType)
    node.parent = owner
    if node !== existing { nodes[key] = node }
    let view = segment.view(offset)
    return context.graph.reconcile(view, in: node, context)
  }

  /// The node of the row with `key`, if it was drawn and is still in the data.
  func node(for key: RowKey) -> Node? {
    nodes[key]
  }

  func drop() {
    for node in nodes.values { node.drop() }
    nodes = [:]
  }

  func forEachNode(_ visit: (Node) -> Void) {
    for node in nodes.values { node.forEachNode(visit) }
  }
}
