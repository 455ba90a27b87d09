import Domain
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 20 row 3: one writer per data file, so two copies of the app never lose each other's data.
@Suite struct LocalBackendLockTests {
  @Test func givenABackendOnAFile_whenASecondOpensIt_thenItIsRefusedAsInUseByThisProcess() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    let first = try LocalBackend(persistence: .file(file), passwordIterations: 1)

    // When
    let error = #expect(throws: ServiceError.self) {
      try LocalBackend(persistence: .file(file), passwordIterations: 1)
    }

    // Then
    #expect(error == .storage(path: file.path, problem: .inUse(processID: getpid())))
    #expect(error?.message.contains("quit that one first") == true)
    withExtendedLifetime(first) {}
  }

  @Test func givenABackendThatIsGone_whenOpeningTheFileAgain_thenItOpens() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    _ = try LocalBackend(persistence: .file(file), passwordIterations: 1)

    // When
    let second = try LocalBackend(persistence: .file(file), passwordIterations: 1)

    // Then
    try second.register(Credentials(username: "ana", password: "x"))
    #expect(folder.contents == [".data.json.lock", "data.json"])
  }

  @Test func givenAClosedBackend_whenAnotherOpensTheFile_thenItOpensAndTheClosedOneWritesNothing()
    throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    let first = try LocalBackend(persistence: .file(file), passwordIterations: 1)
    first.close()

    // When
    let second = try LocalBackend(persistence: .file(file), passwordIterations: 1)

    // Then
    try second.register(Credentials(username: "ana", password: "x"))
    #expect(
      throws: ServiceError.storage(path: file.path, problem: .closed)
    ) {
      try first.register(Credentials(username: "bea", password: "x"))
    }
    #expect(try second.login(Credentials(username: "ana", password: "x")).isEmpty == false)
  }

  @Test func givenALinkToAFileInUse_whenOpeningThroughTheLink_thenItIsRefused() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = try LocalBackend(
      persistence: .file(folder.file("data.json")), passwordIterations: 1)
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("link.json").path, withDestinationPath: "data.json")

    // When
    let error = #expect(throws: ServiceError.self) {
      try LocalBackend(persistence: .file(folder.file("link.json")), passwordIterations: 1)
    }

    // Then
    let path = folder.file("link.json").path
    #expect(error == .storage(path: path, problem: .inUse(processID: getpid())))
    withExtendedLifetime(first) {}
  }

  @Test func givenAnotherProcessHoldingTheFile_whenOpening_thenItIsRefusedNamingThatProcess()
    async throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    let holder = try SaveStressProcess(file: file, count: "hold")
    #expect(await holder.readLine() == "ready")

    // When
    let error = #expect(throws: ServiceError.self) {
      try LocalBackend(persistence: .file(file), passwordIterations: 1)
    }

    // Then
    #expect(error == .storage(path: file.path, problem: .inUse(processID: holder.processID)))
    #expect(await holder.finish().status == 0)
  }

  @Test func givenALockLeftByAKilledProcess_whenOpening_thenItOpens() async throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    let holder = try SaveStressProcess(file: file, count: "hold")
    #expect(await holder.readLine() == "ready")
    await holder.killNow()

    // When
    let backend = try LocalBackend(persistence: .file(file), passwordIterations: 1)

    // Then
    try backend.register(Credentials(username: "ana", password: "x"))
    #expect(try backend.login(Credentials(username: "ana", password: "x")).isEmpty == false)
  }

  @Test func givenTwoProcessesAddingPlayersToOneFile_whenBothEnd_thenOneIsRefusedOrNothingIsLost()
    async throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")

    // When
    let writers = try (0..<2).map { _ in try SaveStressProcess(file: file, count: "200") }
    var endings: [(status: Int32, errors: String)] = []
    for writer in writers { endings.append(await writer.finish()) }

    // Then
    let refused = endings.filter { $0.status == 1 }
    let completed = endings.filter { $0.status == 0 }
    #expect(refused.count + completed.count == 2)
    #expect(refused.allSatisfy { $0.errors.contains("in use by another copy of the app") })
    let players = try SaveStressProcess.players(in: file)
    #expect(players.map(\.id) == Array(stride(from: 1, through: 200 * completed.count, by: 1)))
    #expect(Set(players.map(\.name)).count == players.count)
  }
}
