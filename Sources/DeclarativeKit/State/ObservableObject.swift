import Foundation
import Observation

/// An object whose `@Published` properties views observe, as SwiftUI's `ObservableObject`.
///
/// Built on Observation, not Combine: a body that reads a `@Published` property is evaluated
/// again when that property is set, whether the view holds the object through
/// `@StateObject`, `@ObservedObject`, `@EnvironmentObject` or a plain reference. Views that
/// hold it through those wrappers are also evaluated again when `objectWillChange.send()` is
/// called, which tells them that something not published changed.
public protocol ObservableObject: AnyObject {
  /// Tells the views that hold this object that it changed.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The object's publisher, one per object, made on first use.
  public var objectWillChange: ObservableObjectPublisher {
    ObservableObjectPublisher.shared(by: self)
  }

  /// Registers the reader of the object with the object's publisher.
  func observeWillChange() {
    objectWillChange.read()
  }
}

/// What an `ObservableObject` sends before it changes, as Combine's `ObservableObjectPublisher`:
/// here only `send()`, which the views holding the object observe; there is no `sink`.
///
/// Sendable, so that a main-actor object can declare `let objectWillChange =
/// ObservableObjectPublisher()`; its signal is only touched under its lock.
public final class ObservableObjectPublisher: @unchecked Sendable {
  private let signal = ObservationSignal()
  private let signalLock = NSRecursiveLock()

  /// Creates a publisher, for an object that declares its own `objectWillChange`.
  public init() {}

  /// Tells the views that hold the object that it changed: they are evaluated again.
  public func send() {
    signalLock.lock()
    defer { signalLock.unlock() }
    signal.changed()
  }

  /// Registers the reader with Observation's tracking.
  func read() {
    signalLock.lock()
    defer { signalLock.unlock() }
    signal.read()
  }

  /// The publishers of objects that do not declare one, by object.
  ///
  /// An object's entry is replaced when another object gets its address, and entries of freed objects are swept
  /// when the table has doubled.
  private nonisolated(unsafe) static var publishers: [ObjectIdentifier: Entry] = [:]
  private nonisolated(unsafe) static var sweepAt = 64
  private static let lock = NSLock()

  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  static func shared(by object: AnyObject) -> ObservableObjectPublisher {
    lock.lock()
    defer { lock.unlock() }
    let key = ObjectIdentifier(object)
    if let entry = publishers[key], entry.object === object { return entry.publisher }
    if publishers.count >= sweepAt {
      publishers = publishers.filter { $0.value.object != nil }
      sweepAt = max(64, publishers.count * 2)
    }
    let publisher = ObservableObjectPublisher()
    publishers[key] = Entry(object: object, publisher: publisher)
    return publisher
  }
}

/// A property of an `ObservableObject` that views observe, as SwiftUI's `Published`: a body
/// that reads it is evaluated again when it is set (to any value, equal or not, as SwiftUI).
///
/// The value lives in a box observed through Observation; there is no `$property` publisher
/// (no Combine), and setting it does not call `objectWillChange.send()`.
@propertyWrapper
public struct Published<Value> {
  private let storage: ObservedValue<Value>

  /// Creates the property with its first value.
  public init(wrappedValue value: Value) {
    storage = ObservedValue(value)
  }

  /// Creates the property with its first value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The value; reading it is observed, setting it updates the views that read it.
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }
}

/// A value whose reads are observed and whose writes notify its readers: the storage of one
/// `@Published` property, and of one `@State` (inside its `StateBox`).
///
/// What is observed is a non-generic signal beside the value: Observation names a property by
/// key path, and a key path into a generic class is built anew on every read, which made each
/// read cost a type lookup.
final class ObservedValue<Value> {
  private var stored: Value
  private let signal = ObservationSignal()

  init(_ value: Value) {
    stored = value
  }

  /// The value, unobserved: for comparing a write with it.
  var peek: Value { stored }

  var value: Value {
    get {
      signal.read()
      return stored
    }
    set {
      stored = newValue
      signal.changed()
    }
  }
}

/// A revision that readers observe and writers bump, usable from any isolation.
@Observable
final class ObservationSignal {
  private var revision = 0

  /// Registers the reader with Observation's tracking.
  func read() {
    _ = revision
  }

  /// Tells the readers something changed.
  func changed() {
    revision &+= 1
  }
}
