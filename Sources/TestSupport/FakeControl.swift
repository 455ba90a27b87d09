import Domain
import Foundation

/// Per-operation failure and suspension switches shared by the service fakes.
package final class FakeControl<Operation: Hashable & Sendable>: @unchecked Sendable {
  // Guarded by `lock`.
  private var failures: [Operation: ServiceError] = [:]
  private var gates: [Operation: Gate] = [:]
  private var tokenSource: CredentialStore?
  private let lock = NSLock()

  /// Creates a control where every operation succeeds at once.
  package init() {}

  /// Makes every later call of `operation` throw `error`.
  package func fail(_ operation: Operation, with error: ServiceError) {
    lock.withLock { failures[operation] = error }
  }

  /// Makes `operation` succeed again.
  package func succeed(_ operation: Operation) {
    lock.withLock { _ = failures.removeValue(forKey: operation) }
  }

  /// Holds every later call of `operation` at the returned gate until the test opens it.
  @discardableResult
  package func suspend(_ operation: Operation) -> Gate {
    let gate = Gate()
    lock.withLock { gates[operation] = gate }
    return gate
  }

  /// Makes every later call throw `unauthorized` while `credentials` holds no token, as the
  /// local and HTTP services do (SPEC §4.1); off by default, so a fake needs no sign-in.
  package func requireToken(from credentials: CredentialStore) {
    lock.withLock { tokenSource = credentials }
  }

  /// Called at the start of a fake operation: waits at its gate, then throws its failure, if any,
  /// or `unauthorized` when a token is required and none is stored.
  package func enter(_ operation: Operation) async throws(ServiceError) {
    if let gate = lock.withLock({ gates[operation] }) { await gate.pass() }
    if let failure = lock.withLock({ failures[operation] }) { throw failure }
    if let source = lock.withLock({ tokenSource }), source.token == nil { throw .unauthorized }
  }
}

/// A thread-safe list of recorded calls, for the fakes.
package final class CallLog<Call: Sendable>: @unchecked Sendable {
  // Guarded by `lock`.
  private var recorded: [Call] = []
  private let lock = NSLock()

  /// Creates an empty log.
  package init() {}

  /// Every call so far, in order.
  package var calls: [Call] { lock.withLock { recorded } }

  /// Records one call.
  package func append(_ call: Call) { lock.withLock { recorded.append(call) } }
}
