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
  /// State only: `forEach` cancels what they started.
  mutating func pop(from id: StackElementID) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    entries.removeSubrange(index...)
  }

  /// The id of the first screen whose state `matches` accepts.
  func firstID(where matches: (Element) -> Bool) -> StackElementID? {
    entries.first { matches($0.element) }?.id
  }

  /// Runs `child` on the screen an `.element` action names, its effects marked with that
  /// screen's id and its cancel ids made that screen's own (`.popFrom` pops), then the parent's own handling `parent`; then cancels the
  /// work of every screen that left the stack, whoever popped it.
  ///
  /// An action for a screen no longer on the stack is reported as a runtime issue, not dropped
  /// in silence.
  mutating func forEach<ChildAction: Sendable, Action: Sendable>(
    _ action: StackAction<ChildAction>,
    child: (inout Element, ChildAction) -> Effect<ChildAction>,
    embed: @escaping @Sendable (StackAction<ChildAction>) -> Action,
    then parent: (inout StackState) -> Effect<Action> = { _ in .none }
  ) -> Effect<Action> {
    let before = ids
    var childEffect = Effect<Action>.none
    switch action {
    case .element(let id, let childAction):
      guard var element = self[id: id] else {
        RuntimeIssue.report("\(childAction) was sent to screen \(id.rawValue), not on the stack")
        return .none
      }
      childEffect = child(&element, childAction).scopingCancelIDs(to: StackEffectID(id: id))
        .map { embed(.element(id: id, action: $0)) }
        .cancellable(id: StackEffectID(id: id))
      self[id: id] = element
    case .popFrom(let id):
      guard self[id: id] != nil else {
        RuntimeIssue.report("A pop from screen \(id.rawValue), not on the stack")
        return .none
      }
      pop(from: id)
    }
    let parentEffect = parent(&self)
    let gone = before.filter { !ids.contains($0) }
    return .merge([childEffect, parentEffect] + gone.map { .cancel(id: StackEffectID(id: $0)) })
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
private struct StackEffectID: Hashable, Sendable {
  let id: StackElementID
}
