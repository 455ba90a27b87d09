import Domain
import Foundation
import TestSupport
import Testing

@Suite struct PlayerTests {
  @Test func givenUnknownAndMissingOptionalValues_whenDecoding_thenTheyBecomeNil() throws {
    // Given
    let json =
      #"{"id": 7, "name": "Ana", "skill": "legend", "preferredPosition": null, "age": "x"}"#

    // When
    let player = try JSONDecoder().decode(Player.self, from: Data(json.utf8))

    // Then
    #expect(player.id == 7)
    #expect(player.name == "Ana")
    #expect(player.skill == nil)
    #expect(player.preferredPosition == nil)
    #expect(player.age == nil)
    #expect(player.favouriteTeam == nil)
  }

  @Test func givenEveryField_whenDecoding_thenEveryFieldIsRead() throws {
    // Given
    let json = #"""
      {"id": 1, "name": "Ana", "age": 27, "skill": "professional",
       "preferredPosition": "midfielder", "favouriteTeam": "FC Porto"}
      """#

    // When
    let player = try JSONDecoder().decode(Player.self, from: Data(json.utf8))

    // Then
    #expect(player.hasSameContents(as: .completeFixture()))
  }

  @Test func givenAMissingIdOrName_whenDecoding_thenItFails() {
    // Given
    let noID = Data(#"{"name": "Ana"}"#.utf8)
    let noName = Data(#"{"id": 1}"#.utf8)

    // When / Then
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Player.self, from: noID) }
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Player.self, from: noName) }
  }

  @Test func givenNilFields_whenEncoding_thenTheyAreLeftOut() throws {
    // Given
    let player = Player.fixture(id: 3, name: "Carla", skill: .amateur)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys

    // When
    let playerJSON = String(decoding: try encoder.encode(player), as: UTF8.self)
    let payloadJSON = String(decoding: try encoder.encode(player.payload), as: UTF8.self)

    // Then
    #expect(playerJSON == #"{"id":3,"name":"Carla","skill":"amateur"}"#)
    #expect(payloadJSON == #"{"name":"Carla","skill":"amateur"}"#)
  }

  @Test func givenTwoPlayersWithTheSameId_whenComparing_thenTheyAreEqualButNotSameContents() {
    // Given
    let original = Player.fixture(id: 1, name: "Ana")
    let edited = Player.fixture(id: 1, name: "Anabela", age: 30)

    // When
    let equal = original == edited

    // Then
    #expect(equal)
    #expect(Set([original, edited]).count == 1)
    #expect(!original.hasSameContents(as: edited))
    #expect(original != .fixture(id: 2, name: "Ana"))
  }

  @Test func givenAPayload_whenGivenAnId_thenThePlayerCarriesEveryField() throws {
    // Given
    let payload = PlayerCreate(
      name: "Dan", age: 31, skill: .beginner, preferredPosition: .striker, favouriteTeam: "X")

    // When
    let player = payload.player(id: 9)
    let decoded = try JSONDecoder().decode(
      PlayerCreate.self, from: try JSONEncoder().encode(payload))

    // Then
    #expect(player.payload == payload)
    #expect(player.id == 9)
    #expect(decoded == payload)
  }
}
