import Foundation

extension LocalBackend {
  /// Creates an empty gather for the signed-in user and returns its id.
  package func createGather(token: String?) throws(ServiceError) -> UUID {
    let owner = try userID(for: token)
    return try change { (state: inout LocalSnapshot) throws(ServiceError) in
      let gather = Gather(id: UUID(), userId: owner)
      state.gathers.append(LocalSnapshot.StoredGather(gather: gather, players: []))
      return gather.id
    }
  }

  /// Puts the user's player in the user's gather, in `team`; adding it again moves it.
  ///
  /// Unlike the server, both ids must belong to the user, else `notFound`.
  package func addPlayer(
    id playerID: Int, toGather gatherID: UUID, team: TeamSection, token: String?
  ) throws(ServiceError) {
    let owner = try userID(for: token)
    try change { (state: inout LocalSnapshot) throws(ServiceError) in
      guard let userIndex = state.userIndex(id: owner),
        state.users[userIndex].players.contains(where: { $0.id == playerID }),
        let index = Self.gatherIndex(gatherID, owner: owner, in: state)
      else { throw .notFound }
      let member = LocalSnapshot.Member(playerId: playerID, team: team)
      if let existing = state.gathers[index].players.firstIndex(where: { $0.playerId == playerID })
      {
        state.gathers[index].players[existing] = member
      } else {
        state.gathers[index].players.append(member)
      }
    }
  }

  /// Records the score and the winner of the user's gather.
  package func endGather(id: UUID, result: GatherResult, token: String?) throws(ServiceError) {
    let owner = try userID(for: token)
    try change { (state: inout LocalSnapshot) throws(ServiceError) in
      guard let index = Self.gatherIndex(id, owner: owner, in: state) else { throw .notFound }
      state.gathers[index].gather.score = result.score
      state.gathers[index].gather.winnerTeam = result.winnerTeam
    }
  }

  /// The user's gathers, oldest first.
  package func gathers(token: String?) throws(ServiceError) -> [Gather] {
    let owner = try userID(for: token)
    return try read { state throws(ServiceError) in
      state.gathers.map(\.gather).filter { $0.userId == owner }
    }
  }

  /// The players of the user's gather with their teams, in the order they were added.
  package func members(ofGather id: UUID, token: String?) throws(ServiceError)
    -> [(playerID: Int, team: TeamSection)]
  {
    let owner = try userID(for: token)
    return try read { state throws(ServiceError) in
      guard let index = Self.gatherIndex(id, owner: owner, in: state) else { throw .notFound }
      return state.gathers[index].players.map { ($0.playerId, $0.team) }
    }
  }

  private static func gatherIndex(_ id: UUID, owner: UUID, in state: LocalSnapshot) -> Int? {
    state.gathers.firstIndex { $0.gather.id == id && $0.gather.userId == owner }
  }
}
