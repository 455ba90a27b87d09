import Domain

/// The generated players `--demo-players` adds to the demo account, to try a long list.
///
/// They go through the backend's create path one by one, as the app adds a player, so the data
/// is what a user with a big squad would have.
enum DemoSquad {
  /// The player numbered `number`: a name, and an age, skill and position that vary with it.
  static func player(_ number: Int) -> PlayerCreate {
    let skills = PlayerSkill.allCases
    let positions = PlayerPosition.allCases
    return PlayerCreate(
      name: "Player \(number)", age: 16 + number % 30, skill: skills[number % skills.count],
      preferredPosition: positions[number % positions.count])
  }

  /// Adds `count` players to the demo account of `backend`, which must hold it.
  static func add(_ count: Int, to backend: LocalBackend) throws(ServiceError) {
    guard count > 0 else { return }
    let token = try backend.login(LocalBackend.demoCredentials)
    for number in 1...count {
      _ = try backend.createPlayer(player(number), token: token)
    }
  }
}
