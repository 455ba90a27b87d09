import Foundation

/// A source of values over time, shaped as Combine's `Publisher`, which SwiftUI's `onReceive`
/// takes: the part of Combine that SwiftUI tutorials reach through `import SwiftUI` (a timer, a
/// subject), without Combine's operators.
@MainActor
public protocol Publisher<Output, Failure> {
  /// What the publisher sends.
  associatedtype Output
  /// How it fails; `Never` for the publishers here.
  associatedtype Failure: Error

  /// Calls `receiveValue` with every value sent until the returned cancellable is cancelled or
  /// freed, as Combine's `sink(receiveValue:)`.
  func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable
}

/// Something that can be stopped, as Combine's `Cancellable`.
public protocol Cancellable {
  /// Stops it.
  func cancel()
}

/// A subscription that stops when cancelled or freed, as Combine's `AnyCancellable`.
public final class AnyCancellable: Cancellable, Hashable {
  private var onCancel: (() -> Void)?

  /// A cancellable that runs `cancel` once, when cancelled or freed.
  public init(_ cancel: @escaping () -> Void) {
    onCancel = cancel
  }

  /// A cancellable that cancels `cancellable`.
  public convenience init(_ cancellable: some Cancellable) {
    self.init { cancellable.cancel() }
  }

  deinit { onCancel?() }

  /// Stops the subscription; later calls do nothing.
  public func cancel() {
    let cancel = onCancel
    onCancel = nil
    cancel?()
  }

  /// Keeps this subscription in `set`, as Combine's `store(in:)`.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Whether the two are the same subscription.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }

  /// Hashes the subscription's identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The subscribers of a publisher, each called with every value sent.
@MainActor
final class Subscribers<Output> {
  private var receivers: [Int: @MainActor (Output) -> Void] = [:]
  private var next = 0

  /// Adds a subscriber; cancelling what this returns removes it.
  func add(_ receive: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
    let key = next
    next += 1
    receivers[key] = receive
    return AnyCancellable { [weak self] in
      MainActor.assumeIsolated { self?.receivers[key] = nil }
    }
  }

  func send(_ value: Output) {
    for key in receivers.keys.sorted() { receivers[key]?(value) }
  }
}

/// A publisher that sends the values it is given, as Combine's `PassthroughSubject`.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
  private let subscribers = Subscribers<Output>()

  /// A subject with no subscribers.
  public init() {}

  /// Sends `value` to every subscriber.
  public func send(_ value: Output) {
    subscribers.send(value)
  }

  /// Calls `receiveValue` with every value sent from now on.
  public func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
    subscribers.add(receiveValue)
  }
}

extension PassthroughSubject where Output == Void {
  /// Sends a signal to every subscriber.
  public func send() {
    send(())
  }
}

/// A publisher that holds a current value and sends it on each change, as Combine's
/// `CurrentValueSubject`; a new subscriber gets the current value at once.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
  private let subscribers = Subscribers<Output>()

  /// The current value; setting it sends it.
  public var value: Output {
    didSet { subscribers.send(value) }
  }

  /// A subject holding `value`.
  public init(_ value: Output) {
    self.value = value
  }

  /// Sets and sends `value`.
  public func send(_ value: Output) {
    self.value = value
  }

  /// Calls `receiveValue` with the current value, then with every value sent.
  public func sink(receiveValue: @escaping @MainActor (Output) -> Void) -> AnyCancellable {
    let cancellable = subscribers.add(receiveValue)
    receiveValue(value)
    return cancellable
  }
}
