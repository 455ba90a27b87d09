import Domain
import Foundation

extension Player {
  /// A player with only the fields given; optional fields default to unset.
  package static func fixture(
    id: Int = 1, name: String = "Ana", age: Int? = nil, skill: PlayerSkill? = nil,
    position: PlayerPosition? = nil, favouriteTeam: String? = nil
  ) -> Player {
    Player(
      id: id, name: name, age: age, skill: skill, preferredPosition: position,
      favouriteTeam: favouriteTeam)
  }

  /// A player with every optional field set.
  package static func completeFixture(id: Int = 1, name: String = "Ana") -> Player {
    Player(
      id: id, name: name, age: 27, skill: .professional, preferredPosition: .midfielder,
      favouriteTeam: "FC Porto")
  }

  /// Four players, some with optional fields and some without, ids 1–4.
  package static let squad: [Player] = [
    .completeFixture(id: 1, name: "Ana"),
    .fixture(id: 2, name: "Bruno", skill: .amateur, position: .goalkeeper),
    .fixture(id: 3, name: "Carla"),
    .fixture(id: 4, name: "Dan", age: 31, skill: .beginner, position: .striker),
  ]
}

extension Credentials {
  /// A complete pair of credentials.
  package static func fixture(username: String = "demo", password: String = "secret")
    -> Credentials
  {
    Credentials(username: username, password: password)
  }
}

extension GatherModel {
  /// The gather the Gather tests play: Ana and Carla on Team A, Bruno on Team B (the squad's
  /// first three), under the fake's first gather id unless told.
  package static func fixture(gatherId: UUID = GatherServiceFake.id(1)) -> GatherModel {
    GatherModel(
      gatherId: gatherId,
      entries: [
        .init(team: .teamA, player: Player.squad[0]), .init(team: .teamA, player: Player.squad[2]),
        .init(team: .teamB, player: Player.squad[1]),
      ])
  }
}
