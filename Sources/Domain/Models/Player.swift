/// A player of the signed-in user, as the server stores it.
///
/// Two players are equal when their ids are equal (SPEC §1.1): an edited copy replaces the original.
package struct Player: Sendable, Hashable, Identifiable, Codable {
  package let id: Int
  package var name: String
  package var age: Int?
  package var skill: PlayerSkill?
  package var preferredPosition: PlayerPosition?
  package var favouriteTeam: String?

  /// Creates a player with the given fields.
  package init(
    id: Int, name: String, age: Int? = nil, skill: PlayerSkill? = nil,
    preferredPosition: PlayerPosition? = nil, favouriteTeam: String? = nil
  ) {
    self.id = id
    self.name = name
    self.age = age
    self.skill = skill
    self.preferredPosition = preferredPosition
    self.favouriteTeam = favouriteTeam
  }

  /// Compares ids only.
  package static func == (lhs: Player, rhs: Player) -> Bool { lhs.id == rhs.id }

  /// Hashes the id only, to agree with `==`.
  package func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// Whether every field, not just the id, is the same.
  package func hasSameContents(as other: Player) -> Bool {
    id == other.id && name == other.name && age == other.age && skill == other.skill
      && preferredPosition == other.preferredPosition && favouriteTeam == other.favouriteTeam
  }

  /// The create/update payload carrying this player's fields.
  package var payload: PlayerCreate {
    PlayerCreate(
      name: name, age: age, skill: skill, preferredPosition: preferredPosition,
      favouriteTeam: favouriteTeam)
  }

  private enum CodingKeys: String, CodingKey {
    case id, name, age, skill, preferredPosition, favouriteTeam
  }

  /// Decodes leniently: unknown or missing optional values become `nil`; `id` and `name` are required.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int.self, forKey: .id)
    name = try container.decode(String.self, forKey: .name)
    age = try? container.decodeIfPresent(Int.self, forKey: .age)
    skill = (try? container.decodeIfPresent(String.self, forKey: .skill)).flatMap(PlayerSkill.init)
    preferredPosition = (try? container.decodeIfPresent(String.self, forKey: .preferredPosition))
      .flatMap(PlayerPosition.init)
    favouriteTeam = try? container.decodeIfPresent(String.self, forKey: .favouriteTeam)
  }

  /// Encodes every field, leaving out the `nil` ones.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try payload.encodeFields(into: &container)
  }
}
