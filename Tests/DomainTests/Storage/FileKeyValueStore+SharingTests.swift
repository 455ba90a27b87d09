import Domain
import Foundation
import Testing

/// Two copies of the app on one store file (two `--server` runs share `credentials.json`).
@Suite struct FileKeyValueStoreSharingTests {
  @Test func givenTwoStoresOnOneFile_whenEachSavesAKey_thenNeitherUndoesTheOther() throws {
    // Given: both opened the file before either saved
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let first = try FileKeyValueStore(file: folder.file("credentials.json"))
    let second = try FileKeyValueStore(file: folder.file("credentials.json"))

    // When
    try first.set("ana", forKey: "footballgather_username")
    try second.set(true, forKey: "footballgather_remember")
    try first.removeValue(forKey: "missing")

    // Then
    let onDisk = try FileKeyValueStore(file: folder.file("credentials.json")).snapshot
    #expect(
      onDisk == ["footballgather_username": .string("ana"), "footballgather_remember": .bool(true)])
    #expect(second.string(forKey: "footballgather_username") == "ana")
    #expect(folder.contents == ["credentials.json"])
  }

  @Test func givenTwoStoresSavingAtOnce_whenBothAreDone_thenEveryKeyIsOnDisk() async throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let stores = try (0..<2).map { _ in try FileKeyValueStore(file: folder.file("settings.json")) }

    // When: each saves 40 keys of its own, at the same time as the other
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, store) in stores.enumerated() {
        group.addTask {
          for key in 0..<40 { try store.set("\(key)", forKey: "store\(index).key\(key)") }
        }
      }
      try await group.waitForAll()
    }

    // Then
    let onDisk = try FileKeyValueStore(file: folder.file("settings.json")).snapshot
    #expect(onDisk.count == 80)
  }
}
