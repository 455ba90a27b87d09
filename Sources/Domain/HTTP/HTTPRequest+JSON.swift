import Foundation

extension HTTPRequest {
  /// A request whose body is `value` as JSON, with `nil` fields left out (SPEC §4.3).
  package static func json(
    _ method: Method, path: [String], body value: some Encodable,
    authorization: Authorization = .bearer, expectedStatus: Int
  ) throws(ServiceError) -> HTTPRequest {
    let body: Data
    do {
      body = try JSONEncoder().encode(value)
    } catch {
      // The bodies are plain strings and integers, so this cannot happen; no request is sent.
      throw .unexpectedResponse
    }
    return HTTPRequest(
      method: method, path: path, body: body, authorization: authorization,
      expectedStatus: expectedStatus)
  }
}
