import Domain
import Foundation
import TestSupport
import Testing

/// A library user closes one environment and opens the same data file again in one process.
@MainActor
@Suite struct AppEnvironmentCloseTests {
  @Test func givenAnEnvironmentOnAFile_whenClosedAndReopened_thenNothingIsLost() async throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    let first = try AppEnvironment.local(
      dataFile: file, storeFolder: folder.file("stores"), clock: ManualClock())
    let credentials = Credentials(username: "ana", password: "secret")
    try await first.auth.register(credentials)
    _ = try await first.auth.login(credentials)
    let id = try await first.players.create(PlayerCreate(name: "Ana", skill: .amateur))

    // When
    first.close()
    let reopened = try AppEnvironment.local(
      dataFile: file, storeFolder: folder.file("stores"), clock: ManualClock())

    // Then
    #expect(try await reopened.players.players().map(\.id) == [id])
    #expect(try await reopened.players.players().first?.skill == .amateur)
    #expect(try await reopened.players.create(PlayerCreate(name: "Bea")) > id)
  }

  @Test func givenAnOpenEnvironment_whenASecondOpensItsFile_thenItIsRefusedUntilTheFirstCloses()
    throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    let first = try AppEnvironment.local(dataFile: file, storeFolder: nil, clock: ManualClock())

    // When
    let refusal = #expect(throws: ServiceError.self) {
      try AppEnvironment.local(dataFile: file, storeFolder: nil, clock: ManualClock())
    }
    first.close()

    // Then
    #expect(
      refusal
        == .storage(
          path: file.path, problem: .inUse(processID: ProcessInfo.processInfo.processIdentifier)))
    #expect(throws: Never.self) {
      try AppEnvironment.local(dataFile: file, storeFolder: nil, clock: ManualClock())
    }
  }

  @Test func givenAClosedEnvironment_whenItsServicesAreUsed_thenEachSaysItWasClosed() async throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    let environment = try AppEnvironment.local(
      dataFile: file, storeFolder: nil, clock: ManualClock())
    let credentials = Credentials(username: "ana", password: "secret")
    try await environment.auth.register(credentials)
    _ = try await environment.auth.login(credentials)
    let before = try Data(contentsOf: file)

    // When
    environment.close()
    environment.close()

    // Then
    let closed = ServiceError.storage(path: file.path, problem: .closed)
    await #expect(throws: closed) { try await environment.auth.login(credentials) }
    await #expect(throws: closed) { try await environment.players.players() }
    await #expect(throws: closed) { try await environment.players.create(PlayerCreate(name: "X")) }
    await #expect(throws: closed) { try await environment.gathers.gathers() }
    #expect(try Data(contentsOf: file) == before)
    #expect(
      closed.message.hasSuffix("It was closed; open it again (AppEnvironment.local) to go on."))
  }
}
