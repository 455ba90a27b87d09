extension LocalBackend {
  /// The players of the user signed in with `token`, oldest first.
  package func players(token: String?) throws(ServiceError) -> [Player] {
    let owner = try userID(for: token)
    return try read { state throws(ServiceError) in
      guard let index = state.userIndex(id: owner) else { throw .unauthorized }
      return state.users[index].players
    }
  }

  /// Creates a player for the signed-in user and returns its new id.
  package func createPlayer(_ player: PlayerCreate, token: String?) throws(ServiceError) -> Int {
    let owner = try userID(for: token)
    return try change { (state: inout LocalSnapshot) throws(ServiceError) in
      guard let index = state.userIndex(id: owner) else { throw .unauthorized }
      let id = state.nextPlayerId
      state.nextPlayerId += 1
      state.users[index].players.append(player.player(id: id))
      return id
    }
  }

  /// Replaces every field of the user's player with the same id; another user's id is `notFound`.
  package func updatePlayer(_ player: Player, token: String?) throws(ServiceError) {
    let owner = try userID(for: token)
    try change { (state: inout LocalSnapshot) throws(ServiceError) in
      guard let index = state.userIndex(id: owner) else { throw .unauthorized }
      guard let position = state.users[index].players.firstIndex(of: player) else {
        throw .notFound
      }
      state.users[index].players[position] = player
    }
  }

  /// Deletes the user's player, and takes it out of the user's gathers.
  package func deletePlayer(id: Int, token: String?) throws(ServiceError) {
    let owner = try userID(for: token)
    try change { (state: inout LocalSnapshot) throws(ServiceError) in
      guard let index = state.userIndex(id: owner) else { throw .unauthorized }
      guard let position = state.users[index].players.firstIndex(where: { $0.id == id }) else {
        throw .notFound
      }
      state.users[index].players.remove(at: position)
      for gather in state.gathers.indices where state.gathers[gather].gather.userId == owner {
        state.gathers[gather].players.removeAll { $0.playerId == id }
      }
    }
  }
}
