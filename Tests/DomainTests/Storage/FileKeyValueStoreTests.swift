import Domain
import Foundation
import Testing

@Suite struct FileKeyValueStoreTests {
  @Test func givenValuesSaved_whenTheStoreIsOpenedAgain_thenItReadsThemBack() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try FileKeyValueStore(file: folder.file("store.json"))
    try store.set("abc", forKey: "footballgather_token")
    try store.set(false, forKey: "footballgather_remember")

    // When
    let reopened = try FileKeyValueStore(file: folder.file("store.json"))

    // Then
    #expect(reopened.string(forKey: "footballgather_token") == "abc")
    #expect(reopened.bool(forKey: "footballgather_remember") == false)
    #expect(reopened.string(forKey: "footballgather_remember") == nil)
    #expect(try folder.permissions(of: "store.json") == 0o600)
  }

  @Test func givenAStore_whenRemovingOneKeyAndThenAll_thenTheFileFollows() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try FileKeyValueStore(file: folder.file("store.json"))
    try store.set("a", forKey: "one")
    try store.set("b", forKey: "two")

    // When
    try store.removeValue(forKey: "one")
    let afterOne = try FileKeyValueStore(file: folder.file("store.json")).snapshot
    try store.removeAll()
    let afterAll = try FileKeyValueStore(file: folder.file("store.json")).snapshot

    // Then
    #expect(afterOne == ["two": .string("b")])
    #expect(afterAll.isEmpty)
  }

  @Test func givenACorruptFile_whenOpening_thenStorageIsReportedAndTheFileIsKept() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let garbage = Data([0x7b, 0x22, 0xff, 0x00, 0x13])
    try garbage.write(to: folder.file("store.json"))

    // When
    #expect(
      throws: ServiceError.storage(
        path: folder.file("store.json").path,
        problem: .corrupt("not valid JSON at line 1, column 3"))
    ) {
      try FileKeyValueStore(file: folder.file("store.json"))
    }

    // Then
    #expect(try Data(contentsOf: folder.file("store.json")) == garbage)
  }

  @Test func givenASaveThatStopsBeforeTheRename_whenSetting_thenTheValueIsNotKept() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileKeyValueStore(file: folder.file("store.json")).set("old", forKey: "k")
    let store = try FileKeyValueStore(
      saver: FileSaver(url: folder.file("store.json")) { _, _ in throw InterruptedRename() })

    // When
    #expect(
      throws: ServiceError.storage(
        path: folder.file("store.json").path, problem: .system("InterruptedRename()"))
    ) {
      try store.set("new", forKey: "k")
    }

    // Then
    #expect(store.string(forKey: "k") == "old")
    #expect(try FileKeyValueStore(file: folder.file("store.json")).string(forKey: "k") == "old")
  }

  @Test func givenAValueSaved_whenReadingTheFile_thenItIsPlainJSON() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let store = try FileKeyValueStore(file: folder.file("store.json"))

    // When
    try store.set(true, forKey: "footballgather_remember")
    try store.set("ana", forKey: "footballgather_username")

    // Then
    let text = try String(contentsOf: folder.file("store.json"), encoding: .utf8)
    #expect(text.contains(#""footballgather_remember" : true"#))
    #expect(text.contains(#""footballgather_username" : "ana""#))
  }
}

extension FileKeyValueStoreTests {
  @Test func givenATokenFileOthersCanRead_whenOpening_thenItsModeAndContentAreKept() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let contents = Data(#"{"footballgather_token" : "abc"}"#.utf8)
    try contents.write(to: folder.file("store.json"))
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o644], ofItemAtPath: folder.file("store.json").path)

    // When
    let store = try FileKeyValueStore(file: folder.file("store.json"))

    // Then
    #expect(store.string(forKey: "footballgather_token") == "abc")
    #expect(try folder.permissions(of: "store.json") == 0o644)
    #expect(try Data(contentsOf: folder.file("store.json")) == contents)
  }
}
