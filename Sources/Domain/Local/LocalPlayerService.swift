/// `PlayerService` on the local backend, as the user whose token is in the credential store.
package struct LocalPlayerService: PlayerService {
  private let backend: LocalBackend
  private let credentials: CredentialStore

  /// Serves the players of `backend` to the user signed in through `credentials`.
  package init(backend: LocalBackend, credentials: CredentialStore) {
    self.backend = backend
    self.credentials = credentials
  }

  package func players() async throws(ServiceError) -> [Player] {
    try await backend.enter(.players)
    return try backend.players(token: credentials.token)
  }

  @discardableResult
  package func create(_ player: PlayerCreate) async throws(ServiceError) -> Int {
    try await backend.enter(.createPlayer)
    return try backend.createPlayer(player, token: credentials.token)
  }

  package func update(_ player: Player) async throws(ServiceError) {
    try await backend.enter(.updatePlayer)
    try backend.updatePlayer(player, token: credentials.token)
  }

  package func delete(id: Int) async throws(ServiceError) {
    try await backend.enter(.deletePlayer)
    try backend.deletePlayer(id: id, token: credentials.token)
  }
}
