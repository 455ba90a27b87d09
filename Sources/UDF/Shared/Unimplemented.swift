import Domain
import Foundation

/// A dependency nobody set: every call is reported as a runtime issue and fails.
struct Unimplemented: PlayerService, GatherService, AuthService, TimerClock {
  func players() async throws(ServiceError) -> [Player] { throw fail("players()") }
  func create(_ player: PlayerCreate) async throws(ServiceError) -> Int { throw fail("create") }
  func update(_ player: Player) async throws(ServiceError) { throw fail("update") }
  func delete(id: Int) async throws(ServiceError) { throw fail("delete") }
  func createGather() async throws(ServiceError) -> UUID { throw fail("createGather()") }
  func addPlayer(id playerID: Int, toGather gatherID: UUID, team: TeamSection)
    async throws(ServiceError)
  { throw fail("addPlayer") }
  func endGather(id: UUID, result: GatherResult) async throws(ServiceError) {
    throw fail("endGather")
  }
  func gathers() async throws(ServiceError) -> [Gather] { throw fail("gathers()") }
  func register(_ credentials: Credentials) async throws(ServiceError) { throw fail("register") }
  func login(_ credentials: Credentials) async throws(ServiceError) -> String {
    throw fail("login")
  }
  func sleep(for duration: Duration) async throws { throw fail("sleep") }

  private func fail(_ call: String) -> ServiceError {
    RuntimeIssue.report("\(call) was called on a dependency no one set: use withDependencies")
    return .unexpectedResponse
  }
}
