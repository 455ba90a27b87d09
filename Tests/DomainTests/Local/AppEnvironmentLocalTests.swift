import Domain
import Foundation
import TestSupport
import Testing

@MainActor
@Suite struct AppEnvironmentLocalTests {
  @Test func givenFolders_whenLoggingInThroughTheEnvironment_thenTokenAndDataAreOnDisk()
    async throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let environment = try AppEnvironment.local(
      dataFile: folder.file("data.json"), storeFolder: folder.file("stores"),
      clock: ManualClock())
    let credentials = Credentials(username: "ana", password: "secret")

    // When
    try await environment.auth.register(credentials)
    let token = try await environment.auth.login(credentials)
    try environment.settings.setRemember(false)
    let id = try await environment.players.create(PlayerCreate(name: "Ana"))
    let gather = try await environment.gathers.createGather()

    // Then
    let keychain = try FileKeyValueStore(file: folder.file("stores/credentials.json"))
    let defaults = try FileKeyValueStore(file: folder.file("stores/settings.json"))
    #expect(keychain.string(forKey: "footballgather_token") == token)
    #expect(defaults.bool(forKey: "footballgather_remember") == false)
    #expect(try await environment.players.players().map(\.id) == [id])
    #expect(try await environment.gathers.gathers().map(\.id) == [gather])
    #expect(folder.contents == [".data.json.lock", "data.json", "stores"])
  }

  @Test func givenNoFolders_whenBuildingTheEnvironment_thenEverythingIsInMemory() async throws {
    // Given
    let environment = try AppEnvironment.local(
      dataFile: nil, storeFolder: nil, clock: SystemTimerClock())

    // When
    try environment.credentials.saveToken("t")

    // Then
    #expect(environment.credentials.token == "t")
    #expect(environment.settings.remember == true)
    await #expect(throws: ServiceError.unauthorized) { try await environment.players.players() }
  }

  @Test func givenACorruptSettingsFile_whenBuildingTheEnvironment_thenStorageNamesIt() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try Data("not json".utf8).write(to: folder.file("settings.json"))

    // When / Then
    let corrupt = StorageProblem.corrupt("not valid JSON at line 1, column 2")
    #expect(throws: ServiceError.storage(path: folder.file("settings.json").path, problem: corrupt))
    {
      try AppEnvironment.local(dataFile: nil, storeFolder: folder.url, clock: ManualClock())
    }
  }
}
