import Domain
import Foundation
import Testing

@Suite struct FileSaverTests {
  @Test func givenNoFile_whenSaving_thenTheFileHoldsTheDataOwnerOnlyWithNoTemporaryLeft() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let saver = FileSaver(url: folder.file("data.json"))

    // When
    try saver.save(Data("hello".utf8))

    // Then
    #expect(try saver.load() == Data("hello".utf8))
    #expect(try folder.permissions(of: "data.json") == 0o600)
    #expect(folder.contents == ["data.json"])
  }

  @Test func givenAnOldFile_whenTheSaveStopsBeforeTheRename_thenTheOldFileIsIntact() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileSaver(url: folder.file("data.json")).save(Data("old".utf8))
    let interrupted = FileSaver(url: folder.file("data.json")) { _, _ in throw InterruptedRename() }

    // When
    #expect(
      throws: ServiceError.storage(
        path: folder.file("data.json").path, problem: .system("InterruptedRename()"))
    ) {
      try interrupted.save(Data("new".utf8))
    }

    // Then
    #expect(try Data(contentsOf: folder.file("data.json")) == Data("old".utf8))
    #expect(folder.contents == ["data.json"])
  }

  @Test func givenAMissingFolder_whenSaving_thenTheFolderIsCreated() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let saver = FileSaver(url: folder.file("nested/deeper/data.json"))

    // When
    try saver.save(Data("x".utf8))

    // Then
    #expect(try saver.load() == Data("x".utf8))
  }

  @Test func givenAFolderWhereTheFileShouldBe_whenLoadingAndSaving_thenBothReportStorage() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let target = folder.file("data.json")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    let saver = FileSaver(url: target)

    // When / Then
    let isDirectory = ServiceError.storage(path: target.path, problem: .isDirectory)
    #expect(throws: isDirectory) { try saver.load() }
    #expect(throws: isDirectory) { try saver.save(Data("x".utf8)) }
  }
}
