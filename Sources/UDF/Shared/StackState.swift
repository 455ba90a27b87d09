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

  /// The id the next pushed screen gets.
  var nextPushID: StackElementID { StackElementID(rawValue: nextID) }

  /// Pushes `element`; returns its id.
  @discardableResult
  mutating func append(_ element: Element) -> StackElementID {
    let id = nextPushID
    append(element, id: id)
    return id
  }

  /// Pushes `element` as `id`, which must be one no screen has had: a `.push` names its own.
  mutating func append(_ element: Element, id: StackElementID) {
    nextID = id.rawValue + 1
    entries.append(Entry(id: id, element: element))
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

/// What can happen to a stack, as TCA's `StackAction`: something on one of its screens, a pop
/// (the user's Back), or a push of a screen by its state (a link).
enum StackAction<State: Sendable, Action: Sendable>: Sendable {
  /// `action` happened on the screen `id`.
  case element(id: StackElementID, action: Action)
  /// The screen `id` and those above it left the stack.
  case popFrom(id: StackElementID)
  /// The screen of `state` joins the stack as `id`.
  case push(id: StackElementID, state: State)
}

extension StackAction: Equatable where State: Equatable, Action: Equatable {}

extension StackState {
  /// A screen as a `NavigationStack`'s path holds it, as TCA's `StackState.Component`: one on the
  /// stack, by its id, or one a link asks to push, by its state.
  enum Component: Hashable, Sendable {
    /// A screen on the stack.
    case onStack(StackElementID)
    /// The screen a link pushes; it gets its id when the push reaches the state.
    case toPush(Element)

    static func == (lhs: Component, rhs: Component) -> Bool {
      switch (lhs, rhs) {
      case (.onStack(let left), .onStack(let right)): left == right
      case (.toPush(let left), .toPush(let right)): left == right
      default: false
      }
    }

    // A state to push hashes alike: equal ones compare equal, and a path holds one at most.
    func hash(into hasher: inout Hasher) {
      switch self {
      case .onStack(let id): hasher.combine(id)
      case .toPush: hasher.combine(-1)
      }
    }
  }
}

/// Marks the effects of one pushed screen, so popping it cancels them.
struct StackEffectID: Hashable, Sendable {
  let id: StackElementID
}
