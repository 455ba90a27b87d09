import Domain
import Foundation
import Testing

/// The local data file cannot be written or read (SPEC §7.1 `storage`, §7.2).
extension Scenario {
  static let failures: [Scenario] = [
    Scenario(
      "givenTheDataFolderCannotBeWritten_whenLoggingIn_thenTheAlertNamesTheDataFile",
      .squadOnFiles
    ) { app in
      // Given
      let dataFile = try #require(app.world.dataFile)
      try app.world.breakFolder()
      app.note("the data folder is replaced by a file, so nothing can be saved")
      // When
      try await app.logIn()
      // Then
      #expect(
        app.alert
          == errorAlert(
            "Could not read or write the local data file: \(dataFile.path). "
              + StorageProblem(errno: ENOTDIR).explanation))
      try await app.answer("OK")
      #expect(app.shows("login.loginButton"))
      try app.world.repairFolder()
      app.note("the data folder is back, empty")
      try await app.tap("login.loginButton")
      #expect(try app.rowTexts("playerList.table")[0].count == 6)
      #expect(FileManager.default.fileExists(atPath: dataFile.path))
    },

    Scenario(
      "givenADamagedDataFile_whenTheAppStarts_thenItRefusesAndLeavesTheFileAsItWas", .squadOnFiles
    ) { app in
      // Given
      try await app.logIn()
      try app.quit()
      let dataFile = try #require(app.world.dataFile)
      let damaged = Data("{ \"users\": [ not json".utf8)
      try damaged.write(to: dataFile)
      app.note("the data file is damaged")
      // When
      let refusal = await app.startRefused()
      // Then
      #expect(
        refusal?.message
          == "Could not read or write the local data file: \(dataFile.path). The file is damaged "
          + "(not valid JSON at line 1, column 15); repair it or move it away to start afresh.")
      #expect(try Data(contentsOf: dataFile) == damaged)
      #expect(await app.startRefused() != nil)
      #expect(try Data(contentsOf: dataFile) == damaged)
    },

    Scenario(
      "givenADamagedCredentialsFile_whenTheAppStarts_thenItRefusesNamingThatFile", .squadOnFiles
    ) { app in
      // Given
      try await app.logIn()
      try app.quit()
      let credentialsFile = try #require(app.world.folder?.file("credentials.json"))
      let damaged = Data("garbage".utf8)
      try damaged.write(to: credentialsFile)
      app.note("the credentials file is damaged")
      // When
      let refusal = await app.startRefused()
      // Then
      #expect(
        refusal?.message
          == "Could not read or write the local data file: \(credentialsFile.path). The file is "
          + "damaged (not valid JSON at line 1, column 1); repair it or move it away to start afresh."
      )
      #expect(try Data(contentsOf: credentialsFile) == damaged)
    },
  ]
}

extension AcceptanceApp {
  /// Starts the app where it is expected not to start, and returns why (nil if it started).
  func startRefused() async -> ServiceError? {
    do {
      try await start()
      return nil
    } catch {
      return error
    }
  }
}
