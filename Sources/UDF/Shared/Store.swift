import Observation

/// Holds a state value, changes it only through a reducer, runs the effects the reducer returns,
/// and tells observers when the state has changed.
///
/// Actions sent while an action is being reduced wait their turn; each action's state is assigned
/// once, and observers hear of it only when it differs from the last one they saw. The state is
/// also `Observable`, as one property: a declarative screen that reads it is evaluated again when
/// it changes, and a view controller can keep its `observe` subscription.
@MainActor
final class Store<State: Equatable & Sendable, Action: Sendable>: Observable {
  /// The current state; reading it registers with Observation.
  var state: State {
    _ = changes.revision
    return currentState
  }
  /// The state without registering a read: the runtime's own reads are nobody's dependency.
  private(set) var currentState: State
  /// What Observation tracks: a key path into this generic class would be built again on every
  /// read of the state, so readers observe a non-generic object beside it.
  private let changes = StateChanges()
  private let dispatch: @MainActor (Action) -> StoreTask
  /// A root store's runtime, kept alive by the store; the runtime holds the store weakly.
  private var runtime: AnyObject?
  private var observers: [Int: @MainActor (State) -> Bool] = [:]
  private var nextObserver = 0

  /// A root store running `reducer` from `initialState`, on the running task's dependencies
  /// changed by `prepareDependencies`, as TCA's `Store(initialState:reducer:withDependencies:)`:
  /// the reducer reads them in every action, whichever task sends it.
  convenience init<R: Reducer>(
    initialState: State, reducer: R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) where R.State == State, R.Action == Action {
    var dependencies = DependencyValues.current
    prepareDependencies(&dependencies)
    let runtime = EffectRuntime { [dependencies] state, action in
      DependencyValues.$current.withValue(dependencies) {
        reducer.reduce(into: &state, action: action)
      }
    }
    self.init(state: initialState) { [weak runtime] action in
      runtime?.send(action) ?? StoreTask(chain: EffectChain())
    }
    self.runtime = runtime
    runtime.store = self
  }

  private init(state: State, dispatch: @escaping @MainActor (Action) -> StoreTask) {
    currentState = state
    self.dispatch = dispatch
  }

  /// Sends `action`; the task's `finish()` waits for every effect it leads to.
  @discardableResult
  func send(_ action: Action) -> StoreTask {
    dispatch(action)
  }

  /// Calls `render` with the state now and whenever it changes, while `object` lives.
  func observe<Object: AnyObject>(
    on object: Object, _ render: @escaping @MainActor (Object, State) -> Void
  ) {
    let id = nextObserver
    nextObserver += 1
    observers[id] = { [weak object] state in
      guard let object else { return false }
      render(object, state)
      return true
    }
    render(object, currentState)
  }

  /// A store of a part of this state, now `initial`: it reads its state through `toChild`
  /// (keeping its last state once `toChild` finds none, as a popped screen does) and sends
  /// through `fromChild`.
  func scope<ChildState, ChildAction>(
    _ initial: ChildState, state toChild: @escaping @MainActor (State) -> ChildState?,
    action fromChild: @escaping @MainActor (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let child = Store<ChildState, ChildAction>(state: initial) { [weak self] action in
      self?.send(fromChild(action)) ?? StoreTask(chain: EffectChain())
    }
    observe(on: child) { child, state in
      if let childState = toChild(state) { child.update(childState) }
    }
    return child
  }

  /// Takes the reduced state; observers hear of it only when it changed.
  fileprivate func update(_ newState: State) {
    guard newState != currentState else { return }
    currentState = newState
    changes.revision &+= 1
    for (id, observer) in observers.sorted(by: { $0.key < $1.key }) where !observer(newState) {
      observers[id] = nil
    }
  }
}

/// The one thing Observation tracks of a store: how many times its state was replaced.
@MainActor
@Observable
private final class StateChanges {
  var revision = 0
}

/// What `Store.send` returns: waits for the effects the action led to, and theirs.
@MainActor
struct StoreTask {
  fileprivate let chain: EffectChain

  /// Returns when every effect started by the action, and by the actions they sent, has ended.
  ///
  /// Cancelling the task that waits here cancels those effects, as in TCA: a view's
  /// `.task { await store.send(.appeared).finish() }` stops its work when the view goes.
  func finish() async {
    let chain = chain
    await withTaskCancellationHandler {
      var index = 0
      while index < chain.tasks.count {
        await chain.tasks[index].value
        index += 1
      }
    } onCancel: {
      Task { @MainActor in chain.cancel() }
    }
  }
}

/// The tasks one sent action has led to, so far.
@MainActor
private final class EffectChain {
  var tasks: [Task<Void, Never>] = []
  /// Whether the task awaiting the chain was cancelled: work started later is cancelled too.
  private(set) var isCancelled = false

  /// Cancels every task of the chain, and those it starts from now on.
  func cancel() {
    isCancelled = true
    for task in tasks { task.cancel() }
  }

  /// Adds `task`, cancelled at once if the chain is.
  func append(_ task: Task<Void, Never>) {
    if isCancelled { task.cancel() }
    tasks.append(task)
  }
}

/// Reduces actions in order and runs their effects, for a root store.
@MainActor
private final class EffectRuntime<State: Equatable & Sendable, Action: Sendable> {
  weak var store: Store<State, Action>?
  private let reduce: @MainActor (inout State, Action) -> Effect<Action>
  private var queue: [(Action, EffectChain)] = []
  private var isReducing = false
  private var running: [Int: (task: Task<Void, Never>, ids: [CancelID])] = [:]
  private var nextTask = 0

  init(reduce: @escaping @MainActor (inout State, Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  func send(_ action: Action) -> StoreTask {
    let chain = EffectChain()
    enqueue(action, chain: chain)
    return StoreTask(chain: chain)
  }

  private func enqueue(_ action: Action, chain: EffectChain) {
    queue.append((action, chain))
    guard !isReducing, let store else { return }
    isReducing = true
    defer { isReducing = false }
    while !queue.isEmpty {
      let (next, chain) = queue.removeFirst()
      var state = store.currentState
      let effect = reduce(&state, next)
      store.update(state)
      start(effect, chain: chain, ids: [])
    }
  }

  private func start(_ effect: Effect<Action>, chain: EffectChain, ids: [CancelID]) {
    switch effect.operation {
    case .none: break
    case .send(let action): queue.append((action, chain))
    case .merge(let effects): for effect in effects { start(effect, chain: chain, ids: ids) }
    case .cancellable(let id, let cancelInFlight, let effect):
      if cancelInFlight { cancel(id) }
      start(effect, chain: chain, ids: ids + [id])
    case .cancel(let id): cancel(id)
    case .run(let work): run(work, chain: chain, ids: ids)
    }
  }

  private func run(
    _ work: @escaping @MainActor @Sendable (Send<Action>) async -> Void, chain: EffectChain,
    ids: [CancelID]
  ) {
    let id = nextTask
    nextTask += 1
    let send = Send<Action> { [weak self] action in self?.enqueue(action, chain: chain) }
    let effect: @MainActor @Sendable () async -> Void = { [weak self] in
      await work(send)
      self?.running[id] = nil
    }
    // Detached: an effect is not part of the sender's task, so a long-living one (the timer)
    // holds nothing of a tap's open; who needs an effect's end awaits `finish()`.
    let task = Task.detached(operation: effect)
    running[id] = (task, ids)
    chain.append(task)
  }

  private func cancel(_ id: CancelID) {
    for (key, entry) in running where entry.ids.contains(id) {
      entry.task.cancel()
      running[key] = nil
    }
  }
}
