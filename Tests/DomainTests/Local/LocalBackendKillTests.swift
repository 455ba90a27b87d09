import Domain
import Foundation
import Testing

/// Issue 20 rows 3 and 8: a save killed at any moment loses nothing saved before it, and leaves no
/// temporary file behind once the file is opened again.
@Suite struct LocalBackendKillTests {
  @Test func givenAProcessSavingInALoop_whenKilledAtVaryingMoments_thenTheFileHoldsAPrefix()
    async throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    var saved = 0
    for (run, savesBeforeKill) in [1, 3, 8, 13, 21].enumerated() {
      let writer = try SaveStressProcess(file: file, count: "0")
      #expect(await writer.readLine() == "ready")
      for _ in 0..<savesBeforeKill {
        if let id = await writer.readLine().flatMap({ Int($0) }) { saved = id }
      }

      // When
      await writer.killNow()

      // Then
      let players = try SaveStressProcess.players(in: file)
      #expect(players.count >= saved, "run \(run)")
      #expect(players.map(\.id) == Array(stride(from: 1, through: players.count, by: 1)))
      #expect(players.map(\.name) == players.map { "Player \($0.id)" })
      #expect(folder.contents == [".data.json.lock", "data.json"], "run \(run)")
      #expect(try folder.permissions(of: "data.json") == 0o600)
    }
  }

  @Test func givenTemporaryFilesLeftByKilledSaves_whenOpening_thenTheyAreRemovedAndNothingElse()
    throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    _ = try LocalBackend(persistence: .file(folder.file("data.json")), passwordIterations: 1)
    let orphans = (0..<2).map { _ in ".data.json.\(UUID().uuidString)" }
    let others = [".data.json.notes", "other.json", ".other.json.\(UUID().uuidString)"]
    for name in orphans + others { try Data("hash".utf8).write(to: folder.file(name)) }

    // When
    _ = try LocalBackend(persistence: .file(folder.file("data.json")), passwordIterations: 1)

    // Then
    #expect(folder.contents == ([".data.json.lock"] + others).sorted())
  }
}
