import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the stub server saw of one request: method, path, headers and body.
struct RecordedRequest: Sendable {
  let method: String
  let path: String
  let headers: [String: String]
  let body: Data?
  let timeout: TimeInterval

  /// Records `request`, whose body was read separately (it may have come as a stream).
  init(_ request: URLRequest, body: Data?) {
    method = request.httpMethod ?? "GET"
    path = request.url?.path ?? ""
    headers = request.allHTTPHeaderFields ?? [:]
    self.body = body
    timeout = request.timeoutInterval
  }

  /// The value of the header `name`, whatever its case.
  func header(_ name: String) -> String? {
    headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
  }

  /// The body re-encoded with sorted keys, so tests compare JSON text without caring about order.
  var json: String? {
    guard let body, !body.isEmpty,
      let object = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]),
      let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
    else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Whether the request carried the JSON content headers every call sends (SPEC §4.3).
  var hasJSONHeaders: Bool {
    header("Content-Type") == "application/json" && header("Accept") == "application/json"
  }
}
