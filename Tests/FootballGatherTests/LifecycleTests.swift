import Domain
import Foundation
import Testing

@testable import FootballGather

/// Quitting, the data folder and a data file that cannot be read (SPEC §7.1, §7.4).
@MainActor @Suite struct LifecycleTests {
  private let login = ["type 1 demo", "type 2 demo", "tap 3"]

  @Test(arguments: [["quit"], []])
  func givenALoggedInUser_whenQuittingOrEndingTheInput_thenTheTokenGoesAndTheUsernameStays(
    ending: [String]
  ) async throws {
    // Given
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("data.json")
    // When
    let result = await runScript(["--data", data.path, "--demo"], login + ending)
    // Then
    #expect(result.status == 0)
    #expect(result.output.contains("[Add player]"))
    let credentials = CredentialStore(
      storage: try FileKeyValueStore(file: folder.appendingPathComponent("credentials.json")))
    let settings = try FileKeyValueStore(file: folder.appendingPathComponent("settings.json"))
    #expect(credentials.token == nil)
    #expect(credentials.username == "demo")
    #expect(settings.bool(forKey: SettingsStore.rememberKey) == true)
  }

  @Test func givenARememberedUser_whenTheAppStartsAgain_thenTheUsernameIsFilledIn() async throws {
    // Given
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["--data", folder.appendingPathComponent("data.json").path, "--demo"]
    _ = await runScript(arguments, login + ["tap 9", "type 3 Zoe", "tap 2", "quit"])
    // When
    let result = await runScript(arguments, ["type 2 demo", "tap 3"])
    // Then
    #expect(result.output.hasPrefix("\n" + String(repeating: "-", count: 60) + "\n1) [demo___"))
    #expect(result.output.contains("Zoe"))
  }

  @Test func givenNoDataOption_whenTheAppStarts_thenItKeepsItsDataInAnOwnerOnlyFolderAtHome()
    async throws
  {
    // Given
    let home = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    // When
    let result = await runScript(["--demo"], login, home: home)
    // Then
    #expect(result.status == 0)
    let folder = home.appendingPathComponent(".local/share/football-gather")
    let attributes = try FileManager.default.attributesOfItem(atPath: folder.path)
    let mode = try #require((attributes[.posixPermissions] as? NSNumber)?.intValue)
    #expect(mode & 0o777 == 0o700)
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("data.json").path))
  }

  @Test func givenACorruptDataFile_whenTheAppStarts_thenItRefusesNamingTheFileAndLeavesItAlone()
    async throws
  {
    // Given
    let folder = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let data = folder.appendingPathComponent("data.json")
    let bytes = Data("{\"users\": [ not json".utf8)
    try bytes.write(to: data)
    // When
    let result = await runScript(["--data", data.path, "--demo"], login)
    // Then
    #expect(result.status == 1)
    #expect(
      result.errors == [
        "football-gather: Could not read or write the local data file: \(data.path). The file is "
          + "damaged (not valid JSON at line 1, column 14); repair it or move it away to start afresh."
      ]
    )
    #expect(result.output == "")
    #expect(try Data(contentsOf: data) == bytes)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["data.json"])
  }

  @Test func givenAServer_whenTheAppStartsAndQuits_thenLoginShowsAndNoFolderIsMade()
    async throws
  {
    // Given
    let home = try makeTemporaryFolder()
    defer { try? FileManager.default.removeItem(at: home) }
    // When
    let result = await runScript(
      ["--server", "http://localhost:8080", "--width", "30"], [], home: home)
    // Then
    #expect(result.status == 0)
    #expect(result.output.contains("1) [(Enter username)____]\n2) [(Enter password)____]"))
    // Nothing was stored (quitting removes a token that was never there), so no folder
    let share = home.appendingPathComponent(".local/share")
    #expect(!FileManager.default.fileExists(atPath: share.path))
  }
}
