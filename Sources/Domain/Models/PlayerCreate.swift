/// The body of a create or update request: a player without its id (SPEC §1.1).
///
/// `nil` fields are left out of the JSON, not sent as `null`.
package struct PlayerCreate: Sendable, Equatable, Codable {
  package var name: String
  package var age: Int?
  package var skill: PlayerSkill?
  package var preferredPosition: PlayerPosition?
  package var favouriteTeam: String?

  /// Creates a payload; only the name is required.
  package init(
    name: String, age: Int? = nil, skill: PlayerSkill? = nil,
    preferredPosition: PlayerPosition? = nil, favouriteTeam: String? = nil
  ) {
    self.name = name
    self.age = age
    self.skill = skill
    self.preferredPosition = preferredPosition
    self.favouriteTeam = favouriteTeam
  }

  /// The player this payload describes once the server has given it an id.
  package func player(id: Int) -> Player {
    Player(
      id: id, name: name, age: age, skill: skill, preferredPosition: preferredPosition,
      favouriteTeam: favouriteTeam)
  }

  private enum CodingKeys: String, CodingKey {
    case name, age, skill, preferredPosition, favouriteTeam
  }

  /// Encodes the fields, leaving out the `nil` ones.
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encodeIfPresent(age, forKey: .age)
    try container.encodeIfPresent(skill, forKey: .skill)
    try container.encodeIfPresent(preferredPosition, forKey: .preferredPosition)
    try container.encodeIfPresent(favouriteTeam, forKey: .favouriteTeam)
  }

  /// Writes the same fields into a player's container, which uses the same key names.
  func encodeFields<Key: CodingKey>(into container: inout KeyedEncodingContainer<Key>) throws {
    func key(_ name: CodingKeys) -> Key? { Key(stringValue: name.stringValue) }
    if let key = key(.name) { try container.encode(name, forKey: key) }
    if let key = key(.age) { try container.encodeIfPresent(age, forKey: key) }
    if let key = key(.skill) { try container.encodeIfPresent(skill, forKey: key) }
    if let key = key(.preferredPosition) {
      try container.encodeIfPresent(preferredPosition, forKey: key)
    }
    if let key = key(.favouriteTeam) { try container.encodeIfPresent(favouriteTeam, forKey: key) }
  }
}
