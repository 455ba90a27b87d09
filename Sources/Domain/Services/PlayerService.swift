/// The signed-in user's players.
package protocol PlayerService: Sendable {
  /// All players of the user, in the server's order.
  func players() async throws(ServiceError) -> [Player]

  /// Creates a player and returns its new id.
  @discardableResult
  func create(_ player: PlayerCreate) async throws(ServiceError) -> Int

  /// Replaces every field of the player with the same id.
  func update(_ player: Player) async throws(ServiceError)

  /// Deletes the player with this id.
  func delete(id: Int) async throws(ServiceError)
}
