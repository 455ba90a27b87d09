import Foundation

/// A match of the signed-in user, as the server stores it (SPEC §1.2).
package struct Gather: Sendable, Equatable, Codable, Identifiable {
  package let id: UUID
  package let userId: UUID?
  package var score: String?
  package var winnerTeam: String?

  /// Creates a gather; score and winner stay `nil` until it is ended.
  package init(id: UUID, userId: UUID? = nil, score: String? = nil, winnerTeam: String? = nil) {
    self.id = id
    self.userId = userId
    self.score = score
    self.winnerTeam = winnerTeam
  }
}
