import Domain
import Foundation
import Testing

/// Reading ids from `Location` (SPEC §4.4): last segment, UUID first, then a base-10 integer.
@Suite struct HTTPResourceIDTests {
  @Test func givenLowerCaseUUIDLocation_whenRead_thenItIsThatUUID() throws {
    // Given
    let location = "/api/gathers/e88fe54f-aee4-4160-8410-cb538bc04e9f"

    // When
    let id = try ResourceID(location: location)

    // Then
    #expect(try id.uuid().uuidString == "E88FE54F-AEE4-4160-8410-CB538BC04E9F")
    #expect(throws: ServiceError.unexpectedResponse) { try id.integer() }
  }

  @Test func givenAbsoluteURLWithInteger_whenRead_thenItIsThatInteger() throws {
    // Given
    let location = "http://localhost:8080/api/players/7"

    // When
    let id = try ResourceID(location: location)

    // Then
    #expect(id == .integer(7))
    #expect(throws: ServiceError.unexpectedResponse) { try id.uuid() }
  }

  @Test(arguments: [nil, "", "/api/players/", "/api/players/seven", "/api/players/7.5"])
  func givenUnreadableLocation_whenRead_thenItIsUnexpectedResponse(location: String?) {
    // When, Then
    #expect(throws: ServiceError.unexpectedResponse) { try ResourceID(location: location) }
  }
}
