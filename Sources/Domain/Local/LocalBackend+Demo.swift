import Foundation

extension LocalBackend {
  /// The demo account's credentials.
  package static let demoCredentials = Credentials(username: "demo", password: "demo")

  /// The players the demo account starts with, always the same.
  package static let demoPlayers: [PlayerCreate] = [
    PlayerCreate(
      name: "Ana", age: 27, skill: .professional, preferredPosition: .midfielder,
      favouriteTeam: "FC Porto"),
    PlayerCreate(name: "Bruno", age: 34, skill: .amateur, preferredPosition: .goalkeeper),
    PlayerCreate(name: "Carla", age: 22, skill: .professional, preferredPosition: .striker),
    PlayerCreate(name: "Dan", skill: .beginner, preferredPosition: .defender),
    PlayerCreate(name: "Eva", age: 29, preferredPosition: .winger, favouriteTeam: "Benfica"),
    PlayerCreate(name: "Filipe"),
  ]

  /// Creates the `demo`/`demo` account with the demo players, unless it exists already.
  package func seedDemo() throws(ServiceError) {
    let username = Self.demoCredentials.username
    let exists = try read { state throws(ServiceError) in
      state.users.contains { $0.username == username }
    }
    guard !exists else { return }
    let password = StoredPassword(
      secret: Self.demoCredentials.hashedPassword, iterations: passwordIterations)
    try change { (state: inout LocalSnapshot) throws(ServiceError) in
      // Checked again under the lock: another seed may have run while the password was hashed.
      guard !state.users.contains(where: { $0.username == username }) else { return }
      var user = LocalSnapshot.User(id: UUID(), username: username, password: password, players: [])
      for player in Self.demoPlayers {
        user.players.append(player.player(id: state.nextPlayerId))
        state.nextPlayerId += 1
      }
      state.users.append(user)
    }
  }
}
