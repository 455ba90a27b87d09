import Foundation

/// The id of a created resource, read from the `Location` header of a 201 (SPEC §4.4).
package enum ResourceID: Sendable, Equatable {
  /// A gather's or user's id.
  case uuid(UUID)
  /// A player's id.
  case integer(Int)

  /// Reads the last path segment of `location`: a UUID (any case) first, then a base-10 integer.
  ///
  /// A missing header, an empty last segment or any other text is `unexpectedResponse` (SPEC §7.1).
  package init(location: String?) throws(ServiceError) {
    let parts = location?.split(separator: "/", omittingEmptySubsequences: false)
    guard let segment = parts?.last, !segment.isEmpty else { throw .unexpectedResponse }
    if let uuid = UUID(uuidString: String(segment)) {
      self = .uuid(uuid)
    } else if let integer = Int(segment, radix: 10) {
      self = .integer(integer)
    } else {
      throw .unexpectedResponse
    }
  }

  /// The id as a UUID, or `unexpectedResponse` when the server sent an integer.
  package func uuid() throws(ServiceError) -> UUID {
    guard case .uuid(let uuid) = self else { throw .unexpectedResponse }
    return uuid
  }

  /// The id as an integer, or `unexpectedResponse` when the server sent a UUID.
  package func integer() throws(ServiceError) -> Int {
    guard case .integer(let integer) = self else { throw .unexpectedResponse }
    return integer
  }
}
