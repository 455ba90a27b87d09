import Foundation

extension LocalSnapshot {
  /// The largest id a data file may hold: JSON's largest exact integer, far from overflow.
  static let largestID = 1 << 53
  /// The most PBKDF2 rounds a stored password may ask for, so a damaged file cannot hang a login.
  static let largestIterations = 1_000_000

  /// Decodes and checks a data file; throws `corrupt` saying what is wrong.
  static func decode(_ data: Data) throws(StorageProblem) -> LocalSnapshot {
    var snapshot = try JSONFile.decode(LocalSnapshot.self, from: data)
    if let problem = snapshot.impossibility { throw .corrupt(problem) }
    // A hand-edited or older file may hold a counter at or below an id in use; ids must stay
    // unique and increasing, so the next one comes after every id the file already holds.
    let highestID = snapshot.users.flatMap(\.players).map(\.id).max() ?? 0
    snapshot.nextPlayerId = max(snapshot.nextPlayerId, highestID + 1)
    return snapshot
  }

  /// The first state found that the backend could never have written, described; `nil` if none.
  var impossibility: String? {
    userProblem ?? playerProblem ?? gatherProblem
  }

  private var userProblem: String? {
    var ids = Set<UUID>()
    var names = Set<String>()
    for user in users {
      if !ids.insert(user.id).inserted { return "two users have id \(user.id)" }
      if !names.insert(user.username).inserted { return "two users are named \"\(user.username)\"" }
      if user.username.isEmpty { return "a user has an empty name" }
      let password = user.password
      if password.salt.isEmpty || password.hash.count != 32
        || !(1...Self.largestIterations).contains(password.iterations)
      {
        return "the password of \"\(user.username)\" is damaged"
      }
    }
    if let token = tokens.first(where: { !ids.contains($0.value) }) {
      return "a token belongs to no user (\(token.value))"
    }
    return nil
  }

  private var playerProblem: String? {
    if !(1...Self.largestID).contains(nextPlayerId) {
      return "the next player id \(nextPlayerId) is out of range"
    }
    var ids = Set<Int>()
    for player in users.flatMap(\.players) {
      if !(1...Self.largestID).contains(player.id) {
        return "a player has id \(player.id), out of range"
      }
      if !ids.insert(player.id).inserted { return "two players have id \(player.id)" }
    }
    return nil
  }

  private var gatherProblem: String? {
    // Users have unique ids by now (`userProblem` runs first).
    let owned = Dictionary(uniqueKeysWithValues: users.map { ($0.id, Set($0.players.map(\.id))) })
    var ids = Set<UUID>()
    for stored in gathers {
      let gather = stored.gather
      if !ids.insert(gather.id).inserted { return "two gathers have id \(gather.id)" }
      guard let players = gather.userId.flatMap({ owned[$0] }) else {
        return "gather \(gather.id) belongs to no user"
      }
      var members = Set<Int>()
      for member in stored.players {
        if !members.insert(member.playerId).inserted {
          return "gather \(gather.id) lists player \(member.playerId) twice"
        }
        if !players.contains(member.playerId) {
          return "gather \(gather.id) lists player \(member.playerId), whom its owner does not have"
        }
      }
    }
    return nil
  }
}
