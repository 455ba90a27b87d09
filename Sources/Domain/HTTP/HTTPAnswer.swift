import Foundation

/// The parts of a successful answer that the services read: the body and the `Location` header.
package struct HTTPAnswer: Sendable, Equatable {
  /// The body; empty for most statuses other than 200.
  package let body: Data
  /// The `Location` header, sent with a 201.
  package let location: String?

  /// Creates an answer.
  package init(body: Data, location: String?) {
    self.body = body
    self.location = location
  }

  /// The id of the resource a 201 created (SPEC §4.4).
  package func resourceID() throws(ServiceError) -> ResourceID {
    try ResourceID(location: location)
  }

  /// The body decoded as `T`; an empty body is `unexpectedResponse`, bad JSON is `decoding`.
  package func decoded<T: Decodable>(as type: T.Type) throws(ServiceError) -> T {
    guard !body.isEmpty else { throw .unexpectedResponse }
    do {
      return try JSONDecoder().decode(type, from: body)
    } catch {
      throw .decoding
    }
  }
}
