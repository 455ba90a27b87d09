import Foundation

/// `GatherService` on the local backend, as the user whose token is in the credential store.
package struct LocalGatherService: GatherService {
  private let backend: LocalBackend
  private let credentials: CredentialStore

  /// Serves the gathers of `backend` to the user signed in through `credentials`.
  package init(backend: LocalBackend, credentials: CredentialStore) {
    self.backend = backend
    self.credentials = credentials
  }

  package func createGather() async throws(ServiceError) -> UUID {
    try await backend.enter(.createGather)
    return try backend.createGather(token: credentials.token)
  }

  package func addPlayer(id playerID: Int, toGather gatherID: UUID, team: TeamSection)
    async throws(ServiceError)
  {
    try await backend.enter(.addPlayer)
    try backend.addPlayer(id: playerID, toGather: gatherID, team: team, token: credentials.token)
  }

  package func endGather(id: UUID, result: GatherResult) async throws(ServiceError) {
    try await backend.enter(.endGather)
    try backend.endGather(id: id, result: result, token: credentials.token)
  }

  package func gathers() async throws(ServiceError) -> [Gather] {
    try await backend.enter(.gathers)
    return try backend.gathers(token: credentials.token)
  }
}
