import Foundation

/// Combine's namespace of publishers; here, what `autoconnect()` returns.
public enum Publishers {
  /// A connectable publisher that connects on its first subscriber and disconnects after its
  /// last, as Combine's `Publishers.Autoconnect`.
  @MainActor
  public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher {
    /// What the upstream sends.
    public typealias Output = Upstream.Output
    /// How the upstream fails.
    public typealias Failure = Upstream.Failure

    /// The publisher it connects.
    public let upstream: Upstream
    private var connection: Cancellable?
    private var subscriptions = 0

    init(upstream: Upstream) {
      self.upstream = upstream
    }

    /// Connects the upstream on the first subscriber; disconnects it when the last goes.
    public func sink(receiveValue: @escaping @MainActor (Upstream.Output) -> Void)
      -> AnyCancellable
    {
      let inner = upstream.sink(receiveValue: receiveValue)
      subscriptions += 1
      if connection == nil { connection = upstream.connect() }
      // The subscription keeps this publisher (and so its connection) alive, as Combine's does.
      return AnyCancellable {
        MainActor.assumeIsolated {
          inner.cancel()
          self.release()
        }
      }
    }

    private func release() {
      subscriptions -= 1
      if subscriptions == 0 {
        connection?.cancel()
        connection = nil
      }
    }
  }
}

/// A publisher that sends nothing until connected, as Combine's `ConnectablePublisher`.
@MainActor
public protocol ConnectablePublisher: Publisher {
  /// Starts sending; cancelling the result stops.
  func connect() -> Cancellable
}

extension ConnectablePublisher {
  /// Connects on the first subscriber and disconnects after the last, as Combine's
  /// `autoconnect()`.
  public func autoconnect() -> Publishers.Autoconnect<Self> {
    Publishers.Autoconnect(upstream: self)
  }
}

extension Timer {
  /// A timer that sends the date every `interval` seconds once connected, as Foundation's
  /// `Timer.TimerPublisher`: it ticks on the main actor, on a clock that tests can replace.
  public final class TimerPublisher: ConnectablePublisher {
    /// What a tick sends: its date.
    public typealias Output = Date
    /// A timer does not fail.
    public typealias Failure = Never

    /// The seconds between ticks.
    public let interval: TimeInterval
    private let subscribers = Subscribers<Date>()
    private let sleep: @Sendable (Duration) async throws -> Void

    init(interval: TimeInterval, sleep: @escaping @Sendable (Duration) async throws -> Void) {
      self.interval = interval
      self.sleep = sleep
    }

    /// Calls `receiveValue` with the date of every tick while connected.
    public func sink(receiveValue: @escaping @MainActor (Date) -> Void) -> AnyCancellable {
      subscribers.add(receiveValue)
    }

    /// Starts ticking every `interval` seconds; cancelling the result stops it.
    public func connect() -> Cancellable {
      let period = Duration.milliseconds(Int64((max(interval, 0.001) * 1000).rounded()))
      let sleep = sleep
      let task = Task { @MainActor [weak self] in
        while !Task.isCancelled {
          do { try await sleep(period) } catch { return }
          guard let self, !Task.isCancelled else { return }
          subscribers.send(Date())
        }
      }
      return AnyCancellable { task.cancel() }
    }
  }

  /// A publisher of the date every `interval` seconds, as Foundation's
  /// `Timer.publish(every:tolerance:on:in:options:)`; the run loop and mode are accepted (the
  /// timer ticks on the main actor).
  @MainActor
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
    in mode: RunLoop.Mode, options: Never? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval) { try await Task.sleep(for: $0) }
  }
}
