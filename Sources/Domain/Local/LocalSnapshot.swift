import Foundation

/// Everything the local backend knows, as written to its JSON file.
///
/// Tokens are kept as their SHA-256, and passwords as salted PBKDF2 hashes, so the file holds no
/// secret that could be replayed or read back.
struct LocalSnapshot: Codable {
  /// An account and the players it owns, in creation order.
  struct User: Codable {
    let id: UUID
    let username: String
    let password: StoredPassword
    var players: [Player]
  }

  /// A gather with the players added to it.
  struct StoredGather: Codable {
    var gather: Gather
    var players: [Member]
  }

  /// One player of a gather and the team it plays for.
  struct Member: Codable {
    let playerId: Int
    var team: TeamSection
  }

  var users: [User] = []
  /// SHA-256 hex of each issued token → the id of the user it signs in.
  var tokens: [String: UUID] = [:]
  /// The id the next player gets; ids are never reused, as with the server's auto-increment.
  var nextPlayerId = 1
  var gathers: [StoredGather] = []

  /// The index of the user with this id.
  func userIndex(id: UUID) -> Int? { users.firstIndex { $0.id == id } }
}
