import Domain
import Foundation
import Testing

/// Issue 20 rows 7 and 14: a read-only file is never replaced, and modes are kept.
///
/// A saved file keeps its mode and reading changes nothing. The checks read the mode bits, so
/// they hold when tests run as root too.
@Suite struct FileSaverPermissionsTests {
  @Test func givenAReadOnlyFile_whenSaving_thenReadOnlyIsReportedAndTheFileIsKept() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    try Data("old".utf8).write(to: file)
    try setPermissions(0o400, of: file)

    // When
    let error = #expect(throws: ServiceError.self) {
      try FileSaver(url: file).save(Data("new".utf8))
    }

    // Then
    #expect(error == .storage(path: file.path, problem: .readOnly))
    #expect(error?.message.contains("chmod u+w") == true)
    #expect(try Data(contentsOf: file) == Data("old".utf8))
    #expect(try folder.permissions(of: "data.json") == 0o400)
    #expect(folder.contents == ["data.json"])
  }

  @Test func givenAReadOnlyDataFile_whenOpeningTheBackend_thenItIsRefusedAsReadOnly() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    try LocalBackend(persistence: .file(file), passwordIterations: 1)
      .register(Credentials(username: "ana", password: "x"))
    try setPermissions(0o400, of: file)

    // When / Then
    #expect(throws: ServiceError.storage(path: file.path, problem: .readOnly)) {
      try LocalBackend(persistence: .file(file), passwordIterations: 1)
    }
  }

  @Test func givenAGroupReadableFile_whenSaving_thenItKeepsItsModeAndGainsNoExecuteBit() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    try Data("old".utf8).write(to: file)
    try setPermissions(0o640, of: file)

    // When
    try FileSaver(url: file).save(Data("new".utf8))

    // Then
    #expect(try folder.permissions(of: "data.json") == 0o640)
    #expect(try Data(contentsOf: file) == Data("new".utf8))
  }

  @Test func givenAWorldReadableFile_whenLoading_thenItsModeIsUnchanged() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("store.json")
    try Data(#"{"k":{"string":"v"}}"#.utf8).write(to: file)
    try setPermissions(0o644, of: file)

    // When
    let data = try FileSaver(url: file).load()

    // Then
    #expect(data?.isEmpty == false)
    #expect(try folder.permissions(of: "store.json") == 0o644)
  }

  @Test func givenAnyFile_whenSaving_thenTheTemporaryFileIsOwnerOnlyUntilTheRename() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    try Data("old".utf8).write(to: file)
    try setPermissions(0o644, of: file)
    let modes = Locked<[Int?]>([])
    let saver = FileSaver(url: file) { temporary, target in
      let attributes = try FileManager.default.attributesOfItem(atPath: temporary.path)
      modes.withLock { $0.append(attributes[.posixPermissions] as? Int) }
      try FileSaver.rename(temporary, target)
    }

    // When
    try saver.save(Data("new".utf8))

    // Then
    #expect(modes.withLock { $0 } == [0o600])
    #expect(try folder.permissions(of: "data.json") == 0o644)
  }

  private func setPermissions(_ mode: Int, of file: URL) throws {
    try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
  }
}
