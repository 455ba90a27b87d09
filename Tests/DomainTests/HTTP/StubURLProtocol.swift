import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A `URLProtocol` that answers every request from the `StubServer` registered for its host.
///
/// Each test owns a server on its own random host, so tests running in parallel never see each
/// other's requests or answers. It is installed through `URLSessionConfiguration.protocolClasses`,
/// which swift-corelibs-foundation honours as Darwin does.
final class StubURLProtocol: URLProtocol {
  /// Set once the client stops the transfer; guarded by its own lock.
  private let stopped = Locked(false)

  override class func canInit(with request: URLRequest) -> Bool { true }

  override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

  override func startLoading() {
    guard let url = request.url, let server = StubServer.registered(host: url.host) else {
      client?.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
      return
    }
    switch server.answer(RecordedRequest(request, body: Self.body(of: request))) {
    case .failure(let code):
      client?.urlProtocol(self, didFailWithError: URLError(code))
    case .response(let status, let headers, let body):
      guard send(status: status, headers: headers, to: url) else { return }
      if !body.isEmpty { client?.urlProtocol(self, didLoad: body) }
      client?.urlProtocolDidFinishLoading(self)
    case .stall(let status, let body):
      guard send(status: status, headers: [:], to: url) else { return }
      client?.urlProtocol(self, didLoad: body)
      server.stalled.raise()
    case .endless(let status, let chunk, let limit):
      guard send(status: status, headers: [:], to: url) else { return }
      // URLProtocol is not Sendable; this one's only state that changes is behind a lock.
      let loader = Unchecked(value: self)
      DispatchQueue.global().async { loader.value.stream(chunk, limit: limit, for: server) }
    }
  }

  override func stopLoading() {
    stopped.withLock { $0 = true }
  }

  /// Sends the head of an answer; `false` (after failing the load) when it cannot be built.
  private func send(status: Int, headers: [String: String], to url: URL) -> Bool {
    guard
      let response = HTTPURLResponse(
        url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
    else {
      client?.urlProtocol(self, didFailWithError: URLError(.badServerResponse))
      return false
    }
    client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
    return true
  }

  /// Sends `chunk` every millisecond until the client stops the load or `limit` chunks have gone.
  ///
  /// The pause is a network's pace, not a wait for an outcome: sent without pause, the chunks
  /// would queue up inside URLSession ahead of the client's cancellation.
  private func stream(_ chunk: Data, limit: Int, for server: StubServer) {
    var sent = 0
    while sent < limit, !stopped.withLock({ $0 }) {
      client?.urlProtocol(self, didLoad: chunk)
      server.countChunk()
      sent += 1
      usleep(1000)
    }
    if !stopped.withLock({ $0 }) { client?.urlProtocolDidFinishLoading(self) }
    server.streamEnded.raise()
  }

  /// The body, from `httpBody` or, where Foundation moved it there, from `httpBodyStream`.
  private static func body(of request: URLRequest) -> Data? {
    if let body = request.httpBody { return body }
    guard let stream = request.httpBodyStream else { return nil }
    stream.open()
    defer { stream.close() }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = stream.read(&buffer, maxLength: buffer.count)
      guard count > 0 else { break }
      data.append(buffer, count: count)
    }
    return data
  }
}

/// A value sent to another thread that the compiler cannot check; see where it is made.
private struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
}
