import Foundation

/// The signed-in user's gathers (matches).
package protocol GatherService: Sendable {
  /// Creates an empty gather and returns its id.
  func createGather() async throws(ServiceError) -> UUID

  /// Adds a player to a gather in a team (`Team A` or `Team B`).
  func addPlayer(id playerID: Int, toGather gatherID: UUID, team: TeamSection)
    async throws(ServiceError)

  /// Ends a gather with its score and winner.
  func endGather(id: UUID, result: GatherResult) async throws(ServiceError)

  /// All gathers of the user.
  func gathers() async throws(ServiceError) -> [Gather]
}

extension GatherService {
  /// Creates a gather and adds every team player to it, concurrently (SPEC §3.6, [R-14]).
  ///
  /// Succeeds only if the gather was created and every add-player call succeeded; the first
  /// failure is thrown once all calls have finished. Bench players are not sent.
  package func startGather(with teams: TeamAssignment) async throws(ServiceError) -> GatherModel {
    let gatherID = try await createGather()
    let entries = teams.teamEntries
    let failures = await withTaskGroup(of: ServiceError?.self) { group in
      for entry in entries {
        group.addTask {
          do throws(ServiceError) {
            try await addPlayer(id: entry.player.id, toGather: gatherID, team: entry.team)
            return nil
          } catch {
            return error
          }
        }
      }
      var failures: [ServiceError] = []
      for await failure in group { if let failure { failures.append(failure) } }
      return failures
    }
    if let failure = failures.first { throw failure }
    return GatherModel(gatherId: gatherID, entries: entries)
  }
}
