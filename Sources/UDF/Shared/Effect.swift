/// Work a reducer asks for, returned as a value: the store runs it after the state has changed,
/// and the work reports back only by sending actions.
struct Effect<Action: Sendable>: Sendable {
  /// What the store does with the effect.
  indirect enum Operation: Sendable {
    case none
    case send(Action)
    case run(@MainActor @Sendable (Send<Action>) async -> Void)
    case merge([Effect<Action>])
    case cancellable(CancelID, cancelInFlight: Bool, Effect<Action>)
    case cancel(CancelID)
  }

  /// The operation.
  let operation: Operation

  /// Nothing to do.
  static var none: Effect { Effect(operation: .none) }

  /// Reduces `action` once the action that returned this effect is done, in the order sent.
  static func send(_ action: Action) -> Effect { Effect(operation: .send(action)) }

  /// Runs `work` on the main actor; it sends its results with the `Send` it is given.
  ///
  /// The dependencies of the reducer that returns it go with it, as TCA's `run` escapes them: the
  /// store runs effects in detached tasks, which inherit no task-local values.
  static func run(_ work: @escaping @MainActor @Sendable (Send<Action>) async -> Void) -> Effect {
    let dependencies = DependencyValues.current
    return Effect(
      operation: .run { send in
        await DependencyValues.$current.withValue(dependencies) { await work(send) }
      })
  }

  /// Runs every effect of `effects`.
  static func merge(_ effects: Effect...) -> Effect { Effect(operation: .merge(effects)) }

  /// Runs every effect of `effects`.
  static func merge(_ effects: [Effect]) -> Effect { Effect(operation: .merge(effects)) }

  /// Cancels the running work marked with `id`.
  static func cancel(id: some Hashable & Sendable) -> Effect {
    Effect(operation: .cancel(CancelID(id)))
  }

  /// This effect's work, marked with `id` so `cancel(id:)` can stop it; with `cancelInFlight`,
  /// work already marked so is cancelled first.
  func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Effect {
    Effect(operation: .cancellable(CancelID(id), cancelInFlight: cancelInFlight, self))
  }

  /// The same work, its cancel ids made its own within `scope`: two instances of a feature
  /// (two Gathers on the stack) then never cancel each other's work, as in TCA's navigation.
  func scopingCancelIDs(to scope: some Hashable & Sendable) -> Effect {
    scoping(to: CancelID(scope))
  }

  private func scoping(to scope: CancelID) -> Effect {
    switch operation {
    case .none, .send, .run: return self
    case .merge(let effects): return .merge(effects.map { $0.scoping(to: scope) })
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect(
        operation: .cancellable(
          CancelID(ScopedCancelID(scope: scope, id: id)), cancelInFlight: cancelInFlight,
          effect.scoping(to: scope)))
    case .cancel(let id): return .cancel(id: ScopedCancelID(scope: scope, id: id))
    }
  }

  /// The same work, its actions turned into a parent's by `transform`.
  func map<Parent: Sendable>(_ transform: @escaping @Sendable (Action) -> Parent) -> Effect<Parent>
  {
    switch operation {
    case .none: .none
    case .send(let action): .send(transform(action))
    case .run(let work): .run { send in await work(Send { send(transform($0)) }) }
    case .merge(let effects): .merge(effects.map { $0.map(transform) })
    case .cancellable(let id, let cancelInFlight, let effect):
      Effect<Parent>(
        operation: .cancellable(id, cancelInFlight: cancelInFlight, effect.map(transform)))
    case .cancel(let id): Effect<Parent>(operation: .cancel(id))
    }
  }
}

/// How running work sends an action back; a cancelled effect's sends are dropped.
@MainActor
struct Send<Action: Sendable>: Sendable {
  private let deliver: @MainActor @Sendable (Action) -> Void

  /// A sender delivering to `deliver`.
  init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` to the store, unless the work sending it was cancelled.
  func callAsFunction(_ action: Action) {
    guard !Task.isCancelled else { return }
    deliver(action)
  }
}

/// The identity of cancellable work: any hashable, sendable value.
struct CancelID: Hashable, Sendable {
  private let base: any Hashable & Sendable

  /// The identity `base`.
  init(_ base: some Hashable & Sendable) {
    self.base = base
  }

  static func == (lhs: CancelID, rhs: CancelID) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}

/// A cancel id within the instance `scope` of a feature.
private struct ScopedCancelID: Hashable, Sendable {
  let scope: CancelID
  let id: CancelID
}
