import Domain
import Foundation
import TestSupport
import Testing

/// Issue 20: random damage to a valid data file either loads or fails with a `storage` error that
/// says why; it never crashes, and a failed load leaves the file's bytes and mode as they were.
@Suite struct DataFileFuzzTests {
  @Test func givenRandomlyDamagedDataFiles_whenOpening_thenEachLoadsOrFailsWithoutAWrite()
    throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    try LocalBackendCorruptFileTests.writeValidFile(to: file)
    let valid = try Data(contentsOf: file)
    var outcomes = (loaded: 0, refused: 0)

    for seed in Fuzz.seeds(150) {
      var random = SeededGenerator(seed: seed)
      let damaged = DataFileMutation.apply(to: valid, using: &random)
      try? FileManager.default.removeItem(at: folder.url)
      try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
      try damaged.write(to: file)
      try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)

      // When
      let opened = Result { () throws(ServiceError) in
        try LocalBackend(persistence: .file(file), passwordIterations: 1)
      }

      switch opened {
      case .success(let backend):
        // Then: a file that loads is one the backend can go on using.
        #expect(throws: Never.self, "seed \(seed)") { try Self.use(backend) }
        outcomes.loaded += 1
      case .failure(let error):
        // Then: a refused file is named, explained, and untouched.
        guard case .storage(let path, let problem) = error else {
          Issue.record("seed \(seed): \(error)")
          continue
        }
        #expect(path == file.path && problem != .unspecified, "seed \(seed)")
        #expect(try Data(contentsOf: file) == damaged, "seed \(seed)")
        #expect(try folder.permissions(of: "data.json") == 0o644, "seed \(seed)")
        #expect(folder.contents == ["data.json"], "seed \(seed)")
        outcomes.refused += 1
      }
    }
    #expect(outcomes.loaded > 0 && outcomes.refused > 0, "\(outcomes)")
  }

  /// Registers a new user and does one of everything with it.
  private static func use(_ backend: LocalBackend) throws {
    let credentials = Credentials(username: "fuzz-\(UUID().uuidString)", password: "x")
    try backend.register(credentials)
    let token = try backend.login(credentials)
    let id = try backend.createPlayer(PlayerCreate(name: "New"), token: token)
    let gather = try backend.createGather(token: token)
    try backend.addPlayer(id: id, toGather: gather, team: .teamB, token: token)
    try backend.deletePlayer(id: id, token: token)
    _ = try backend.players(token: token)
    _ = try backend.gathers(token: token)
  }
}
