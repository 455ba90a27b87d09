import Foundation

/// The few paths many stories walk before the part they are about.
extension AcceptanceApp {
  /// Types the credentials on Login and taps Login.
  func logIn(_ username: String = "demo", _ password: String = "demo") async throws {
    try await type(username, into: "login.username")
    try await type(password, into: "login.password")
    try await tap("login.loginButton")
  }

  /// Enters selection mode and ticks the rows at `indexes`, in that order.
  func selectPlayers(_ indexes: [Int]) async throws {
    try await tap("playerList.selectButton")
    for index in indexes { try await select(row(index), in: "playerList.table") }
  }

  /// From the Player List: ticks `indexes`, confirms, and moves the first bench player to
  /// Team A and the next to Team B.
  func confirmTwoTeams(_ indexes: [Int] = [0, 1]) async throws {
    try await selectPlayers(indexes)
    try await tap("playerList.actionButton")
    try await move(row(0), to: row(0, section: 1), in: "confirmPlayers.table")
    try await move(row(0), to: row(0, section: 2), in: "confirmPlayers.table")
  }

  /// From Login: logs in as `demo`, picks Ana for Team A and Bruno for Team B, starts the gather.
  func startGather() async throws {
    try await logIn()
    try await confirmTwoTeams()
    try await tap("confirmPlayers.startButton")
  }

  /// Opens the Edit screen of row `field` (0 Name, 1 Age, 0/1 of section 1 for Position and
  /// Skill, 0 of section 2 for Favourite team) of the player at `index`.
  func editField(_ field: IndexPath, ofPlayer index: Int) async throws {
    try await select(row(index), in: "playerList.table")
    try await select(field, in: "playerDetail.table")
  }
}

/// Where each field sits on Player Detail (SPEC §3.3).
enum DetailRow {
  static let name = IndexPath(row: 0, section: 0)
  static let age = IndexPath(row: 1, section: 0)
  static let position = IndexPath(row: 0, section: 1)
  static let skill = IndexPath(row: 1, section: 1)
  static let favouriteTeam = IndexPath(row: 0, section: 2)
}
