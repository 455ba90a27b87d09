/// A value that tells its observers each time it is set: MVVM's binding, without Combine.
///
/// A view model exposes its outputs as boxes; a view controller observes them once, in `bind()`.
/// `observe(on:_:)` hands the owner back to the handler, so the handler need not capture it and a
/// box never keeps a screen alive; the observer is dropped once its owner is gone.
@MainActor
final class Observable<Value> {
  private struct Observer {
    let isAlive: @MainActor () -> Bool
    let notify: @MainActor (Value) -> Void
  }

  /// The current value; setting it, even to an equal value, notifies every live observer.
  var value: Value {
    didSet { notifyObservers() }
  }
  private var observers: [Observer] = []

  /// Creates a box holding `value`.
  init(_ value: Value) {
    self.value = value
  }

  /// Calls `handler` with the current value now and with every new one while `owner` lives.
  func observe<Owner: AnyObject>(
    on owner: Owner, _ handler: @escaping @MainActor (Owner, Value) -> Void
  ) {
    observers.append(
      Observer(isAlive: { [weak owner] in owner != nil }) { [weak owner] value in
        if let owner { handler(owner, value) }
      })
    handler(owner, value)
  }

  /// Calls `handler` with the current value now and with every new one for as long as the box
  /// lives; the box owns the handler (a recorder in a test, say).
  func observe(_ handler: @escaping @MainActor (Value) -> Void) {
    observers.append(Observer(isAlive: { true }, notify: handler))
    handler(value)
  }

  /// How many observers are still live.
  var observerCount: Int { observers.filter { $0.isAlive() }.count }

  private func notifyObservers() {
    observers.removeAll { !$0.isAlive() }
    for observer in observers { observer.notify(value) }
  }
}
