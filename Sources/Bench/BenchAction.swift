/// One user action the benchmark times, on the Player List of a logged-in user.
enum BenchAction: String, CaseIterable, Codable, Sendable {
  /// The Player List's table reloads (`reloadData()`, then the screen is laid out).
  case reloadList = "reload list"
  /// Select is tapped, then the first player's row.
  case selectPlayer = "select player"
  /// With two players ticked, Confirm Players is tapped and appears with them.
  case confirmPlayers = "confirm players"
  /// Add player is tapped, a name typed, Done tapped: back on the reloaded list.
  case addPlayer = "add player"
  /// The Player List is drawn as text.
  case renderScreen = "render screen"
}
