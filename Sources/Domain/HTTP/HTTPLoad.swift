import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request's transfer: it ends with the whole answer, or early with a `ServiceError`.
///
/// It counts the body as it arrives and cancels the transfer as soon as the body passes the size
/// cap, so an endless answer is never held in memory; and it cancels the transfer when the
/// deadline comes first. Whichever ends it first wins; later events are ignored.
final class HTTPLoad: NSObject, URLSessionDataDelegate, @unchecked Sendable {
  /// What the transfer ended with.
  typealias Outcome = Result<(body: Data, response: URLResponse), ServiceError>

  private let sizeLimit: Int
  // Guarded by `lock`; @unchecked because NSLock-protected state is not visible to the compiler.
  private var body = Data()
  private var response: URLResponse?
  private var task: URLSessionTask?
  private var continuation: CheckedContinuation<Outcome, Never>?
  private var outcome: Outcome?
  private let lock = NSLock()

  private init(sizeLimit: Int) {
    self.sizeLimit = sizeLimit
  }

  /// Sends `request` with `configuration`'s settings; ends at the answer, the deadline or the cap.
  static func fetch(
    _ request: URLRequest, configuration: URLSessionConfiguration, sizeLimit: Int,
    deadline: @escaping HTTPClient.Deadline
  ) async -> Outcome {
    let load = HTTPLoad(sizeLimit: sizeLimit)
    let session = URLSession(configuration: configuration, delegate: load, delegateQueue: nil)
    defer { session.finishTasksAndInvalidate() }
    let timer = Task {
      await deadline()
      load.finish(.failure(.deadlineExceeded))
    }
    defer { timer.cancel() }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        load.start(session.dataTask(with: request), continuation: continuation)
      }
    } onCancel: {
      load.finish(.failure(.transport))
    }
  }

  /// Starts `task`, unless the load already ended (cancelled before it began).
  private func start(_ task: URLSessionTask, continuation: CheckedContinuation<Outcome, Never>) {
    let ended: Outcome? = lock.withLock {
      if let outcome { return outcome }
      self.task = task
      self.continuation = continuation
      return nil
    }
    if let ended { continuation.resume(returning: ended) } else { task.resume() }
  }

  /// Ends the load with `outcome` and stops the transfer; only the first call counts.
  private func finish(_ outcome: Outcome) {
    let ending: (CheckedContinuation<Outcome, Never>?, URLSessionTask?)? = lock.withLock {
      guard self.outcome == nil else { return nil }
      self.outcome = outcome
      defer { continuation = nil }
      return (continuation, task)
    }
    guard let (continuation, task) = ending else { return }
    if case .failure = outcome { task?.cancel() }
    continuation?.resume(returning: outcome)
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    guard response.expectedContentLength <= Int64(sizeLimit) else {
      completionHandler(.cancel)
      finish(.failure(.responseTooLarge))
      return
    }
    lock.withLock { self.response = response }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    let tooLarge: Bool = lock.withLock {
      guard body.count + data.count <= sizeLimit else { return true }
      body.append(data)
      return false
    }
    if tooLarge { finish(.failure(.responseTooLarge)) }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    let answer: (Data, URLResponse?) = lock.withLock { (body, response ?? task.response) }
    // Timeouts, refused connections, DNS failures and cancellation all mean no answer.
    guard error == nil, let response = answer.1 else { return finish(.failure(.transport)) }
    finish(.success((answer.0, response)))
  }
}
