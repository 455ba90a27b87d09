import Domain
import Foundation
import Testing

/// Issue 20 row 6: saving through a symbolic link updates its target and keeps the link.
@Suite struct FileSaverLinksTests {
  @Test func givenALinkToAFileElsewhere_whenSaving_thenTheTargetChangesAndTheLinkStaysALink()
    throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let real = folder.file("real/data.json")
    try FileSaver(url: real).save(Data("old".utf8))
    try FileManager.default.createDirectory(
      at: folder.file("app"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("app/data.json").path, withDestinationPath: "../real/data.json")

    // When
    try FileSaver(url: folder.file("app/data.json")).save(Data("new".utf8))

    // Then
    let link = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.file("app/data.json").path)
    #expect(link == "../real/data.json")
    #expect(try Data(contentsOf: real) == Data("new".utf8))
    #expect(try folder.permissions(of: "real/data.json") == 0o600)
    #expect(folder.contents == ["app", "real"])
  }

  @Test func givenALinkToAMissingFile_whenSaving_thenTheFileIsMadeWhereTheLinkPoints() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    try FileManager.default.createSymbolicLink(
      atPath: folder.file("data.json").path, withDestinationPath: "elsewhere/real.json")
    let saver = FileSaver(url: folder.file("data.json"))

    // When
    try saver.save(Data("x".utf8))

    // Then
    #expect(try Data(contentsOf: folder.file("elsewhere/real.json")) == Data("x".utf8))
    #expect(try saver.load() == Data("x".utf8))
  }

  @Test func givenALinkLoop_whenLoadingOrSaving_thenLinkLoopIsReportedAndTheLinksStay() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let manager = FileManager.default
    try manager.createSymbolicLink(
      atPath: folder.file("a.json").path, withDestinationPath: "b.json")
    try manager.createSymbolicLink(
      atPath: folder.file("b.json").path, withDestinationPath: "a.json")
    let saver = FileSaver(url: folder.file("a.json"))
    let loop = ServiceError.storage(path: folder.file("a.json").path, problem: .linkLoop)

    // When / Then
    #expect(throws: loop) { try saver.load() }
    #expect(throws: loop) { try saver.save(Data("x".utf8)) }
    #expect(throws: loop) { try LocalBackend(persistence: .file(folder.file("a.json"))) }
    #expect(try manager.destinationOfSymbolicLink(atPath: folder.file("a.json").path) == "b.json")
    #expect(folder.contents == ["a.json", "b.json"])
  }
}
