/// The screens pushed above the root, as state: each with an id that stays its own while it is
/// on the stack, so actions and effects can name it.
struct StackState<Element: Equatable & Sendable>: Equatable, Sendable {
  /// One pushed screen.
  struct Entry: Equatable, Sendable {
    /// Its id.
    let id: StackElementID
    /// Its state.
    var element: Element
  }

  /// The pushed screens, bottom first.
  private(set) var entries: [Entry] = []
  private var nextID = 0

  /// An empty stack.
  init() {}

  /// The ids, bottom first.
  var ids: [StackElementID] { entries.map(\.id) }

  /// The state of the screen `id`, if it is on the stack.
  subscript(id id: StackElementID) -> Element? {
    get { entries.first { $0.id == id }?.element }
    set {
      guard let newValue, let index = entries.firstIndex(where: { $0.id == id }) else { return }
      entries[index].element = newValue
    }
  }

  /// Pushes `element`; returns its id.
  @discardableResult
  mutating func append(_ element: Element) -> StackElementID {
    let id = StackElementID(rawValue: nextID)
    nextID += 1
    entries.append(Entry(id: id, element: element))
    return id
  }

  /// Pops `id` and everything above it.
  ///
  /// State only: `Reducer.forEach` cancels what they started.
  mutating func pop(from id: StackElementID) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    entries.removeSubrange(index...)
  }

  /// The id of the first screen whose state `matches` accepts.
  func firstID(where matches: (Element) -> Bool) -> StackElementID? {
    entries.first { matches($0.element) }?.id
  }
}

/// The id of a pushed screen.
struct StackElementID: Hashable, Sendable, Comparable {
  /// Ids grow as screens are pushed.
  let rawValue: Int

  static func < (lhs: StackElementID, rhs: StackElementID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What can happen to a stack: something on one of its screens, or a pop (the user's Back).
enum StackAction<Action: Sendable>: Sendable {
  /// `action` happened on the screen `id`.
  case element(id: StackElementID, action: Action)
  /// The screen `id` and those above it left the stack.
  case popFrom(id: StackElementID)
}

extension StackAction: Equatable where Action: Equatable {}

/// Marks the effects of one pushed screen, so popping it cancels them.
struct StackEffectID: Hashable, Sendable {
  let id: StackElementID
}
