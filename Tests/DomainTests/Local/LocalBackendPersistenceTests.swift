import Domain
import Foundation
import Testing

@Suite struct LocalBackendPersistenceTests {
  @Test func givenDataSavedToAFile_whenTheBackendIsOpenedAgain_thenEverythingIsBack() async throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let credentials = Credentials(username: "ana", password: "secret")
    let first = try await {
      let fixture = try LocalFixture(saver: FileSaver(url: folder.file("data.json")))
      try await fixture.signUp("ana")
      return try await fixture.players.create(PlayerCreate(name: "Ana", skill: .amateur))
    }()

    // When
    let reopened = try LocalBackend(
      persistence: .file(folder.file("data.json")), passwordIterations: 2)
    let token = try reopened.login(credentials)

    // Then
    #expect(try reopened.players(token: token).map(\.name) == ["Ana"])
    #expect(try reopened.players(token: token).first?.skill == .amateur)
    #expect(try reopened.createPlayer(PlayerCreate(name: "Next"), token: token) > first)
    #expect(try folder.permissions(of: "data.json") == 0o600)
    #expect(folder.contents == [".data.json.lock", "data.json"])
  }

  @Test func givenACorruptDataFile_whenOpening_thenStorageIsReportedAndTheFileIsKeptByteForByte()
    throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let corrupt = Data(#"{"users": [ {"username": 42 "#.utf8)
    try corrupt.write(to: folder.file("data.json"))

    // When
    let problem = StorageProblem.corrupt("not valid JSON: it ends too early, at line 1, column 29")
    #expect(throws: ServiceError.storage(path: folder.file("data.json").path, problem: problem)) {
      try LocalBackend(persistence: .file(folder.file("data.json")))
    }

    // Then
    #expect(try Data(contentsOf: folder.file("data.json")) == corrupt)
    #expect(folder.contents == ["data.json"])
  }

  @Test func givenAFolderWhereTheDataFileShouldBe_whenOpening_thenStorageNamesTheFileAndWhy() throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      at: folder.file("data.json"), withIntermediateDirectories: true)

    // When
    let error = #expect(throws: ServiceError.self) {
      try LocalBackend(persistence: .file(folder.file("data.json")))
    }

    // Then
    #expect(error == .storage(path: folder.file("data.json").path, problem: .isDirectory))
    #expect(
      error?.message.hasSuffix("data.json. It is a folder, not a file; choose another file.")
        == true)
  }

  @Test func givenASaveInterruptedBeforeTheRename_whenCreatingAPlayer_thenOldFileAndStateStay()
    async throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let url = folder.file("data.json")
    let token = try await LocalFixture(saver: FileSaver(url: url)).signUp("ana")
    let before = try Data(contentsOf: url)
    let backend = try LocalBackend(
      saver: FileSaver(url: url) { _, _ in throw InterruptedRename() }, passwordIterations: 2)

    // When
    #expect(throws: ServiceError.storage(path: url.path, problem: .system("InterruptedRename()"))) {
      try backend.createPlayer(PlayerCreate(name: "Lost"), token: token)
    }

    // Then
    #expect(try Data(contentsOf: url) == before)
    #expect(try backend.players(token: token).isEmpty)
    #expect(folder.contents == [".data.json.lock", "data.json"])
  }

  @Test func givenAMemoryBackend_whenUsed_thenNoFileIsWritten() async throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let backend = try LocalBackend(persistence: .memory, passwordIterations: 2)

    // When
    try backend.register(Credentials(username: "ana", password: "x"))

    // Then
    #expect(folder.contents.isEmpty)
    #expect(try backend.login(Credentials(username: "ana", password: "x")).count == 24)
  }
}

extension LocalBackendPersistenceTests {
  @Test func givenADataFileWhoseNextIdIsTaken_whenCreatingAPlayer_thenItGetsAFreshId()
    async throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    let first = try await {
      let fixture = try LocalFixture(saver: FileSaver(url: file))
      try await fixture.signUp("ana")
      return try await fixture.players.create(PlayerCreate(name: "Ana"))
    }()
    let edited = try #require(
      String(data: try Data(contentsOf: file), encoding: .utf8)?
        .replacingOccurrences(of: #""nextPlayerId":2"#, with: #""nextPlayerId":1"#))
    try Data(edited.utf8).write(to: file)
    let reopened = try LocalBackend(persistence: .file(file), passwordIterations: 2)
    let token = try reopened.login(Credentials(username: "ana", password: "secret"))

    // When
    let next = try reopened.createPlayer(PlayerCreate(name: "Bea"), token: token)

    // Then
    #expect(first == 1)
    #expect(next == 2)
    #expect(try reopened.players(token: token).map(\.id) == [1, 2])
  }
}
