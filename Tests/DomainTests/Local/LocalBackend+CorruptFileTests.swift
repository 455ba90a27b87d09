import Domain
import Foundation
import Testing

/// Issue 20 rows 9 and 14: a data file holding a state the backend could never have written is
/// refused as corrupt, saying what is wrong, and is left exactly as it was.
@Suite struct LocalBackendCorruptFileTests {
  /// One way to damage a valid file, and what the error must say about it.
  struct Damage: Sendable, CustomTestStringConvertible {
    let name: String
    let detail: String
    let edit: @Sendable (inout [String: Any]) -> Void
    var testDescription: String { name }
  }

  static let damages: [Damage] = [
    Damage(name: "duplicate player id", detail: "two players have id 1") { file in
      file.editUser { user in user["players"] = [player(id: 1), player(id: 1)] }
    },
    Damage(name: "negative player id", detail: "a player has id -3, out of range") { file in
      file.editUser { user in user["players"] = [player(id: -3)] }
    },
    Damage(name: "zero player id", detail: "a player has id 0, out of range") { file in
      file.editUser { user in user["players"] = [player(id: 0)] }
    },
    Damage(
      name: "next id overflow", detail: "the next player id 9223372036854775807 is out of range"
    ) {
      file in file["nextPlayerId"] = Int.max
    },
    Damage(name: "duplicate username", detail: #"two users are named "ana""#) { file in
      guard var users = file["users"] as? [[String: Any]], var copy = users.first else { return }
      copy["id"] = UUID().uuidString
      users.append(copy)
      file["users"] = users
    },
    Damage(name: "duplicate gather id", detail: "two gathers have id \(gatherID)") { file in
      if let gathers = file["gathers"] as? [Any] { file["gathers"] = gathers + gathers }
    },
    Damage(
      name: "member unknown",
      detail: "gather \(gatherID) lists player 99, whom its owner does not have"
    ) {
      file in file.editGather { gather in gather["players"] = [["playerId": 99, "team": 1]] }
    },
    Damage(name: "gather of nobody", detail: "gather \(gatherID) belongs to no user") { file in
      file.editGather { gather in
        gather["gather"] = ["id": gatherID.uuidString, "userId": UUID().uuidString]
      }
    },
    Damage(name: "huge iterations", detail: #"the password of "ana" is damaged"#) { file in
      file.editUser { user in
        var password = user["password"] as? [String: Any] ?? [:]
        password["iterations"] = 1 << 40
        user["password"] = password
      }
    },
  ]

  @Test(arguments: damages)
  func givenADamagedDataFile_whenOpening_thenItIsCorruptSayingWhyAndTheFileIsKept(damage: Damage)
    throws
  {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    let damaged = try Self.writeDamagedFile(to: file, damage.edit)

    // When
    let error = #expect(throws: ServiceError.self) {
      try LocalBackend(persistence: .file(file), passwordIterations: 1)
    }

    // Then
    #expect(error == .storage(path: file.path, problem: .corrupt(damage.detail)))
    #expect(try Data(contentsOf: file) == damaged)
    #expect(folder.contents == ["data.json"])
  }

  @Test func givenAJSONSyntaxErrorOnLineThree_whenOpening_thenTheErrorGivesLineAndColumn() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    try Data("{\n  \"users\": [],\n  \"gathers\": [x]\n}".utf8).write(to: file)

    // When
    let error = #expect(throws: ServiceError.self) {
      try LocalBackend(persistence: .file(file), passwordIterations: 1)
    }

    // Then
    #expect(
      error?.message == "Could not read or write the local data file: \(file.path). "
        + "The file is damaged (not valid JSON at line 3, column 15); "
        + "repair it or move it away to start afresh.")
  }

  @Test func givenAValueOfTheWrongKind_whenOpening_thenTheErrorNamesWhereItIs() throws {
    // Given
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let file = folder.file("data.json")
    try Self.writeDamagedFile(to: file) { json in json.editUser { user in user["username"] = 42 } }

    // When / Then
    #expect(
      throws: ServiceError.storage(
        path: file.path, problem: .corrupt("users[0].username: expected a string"))
    ) {
      try LocalBackend(persistence: .file(file), passwordIterations: 1)
    }
  }

  static let gatherID = UUID()

  /// A file with one user "ana", two players and one gather holding player 1.
  static func writeValidFile(to file: URL) throws {
    let backend = try LocalBackend(persistence: .file(file), passwordIterations: 1)
    try backend.register(Credentials(username: "ana", password: "x"))
    let token = try backend.login(Credentials(username: "ana", password: "x"))
    _ = try backend.createPlayer(PlayerCreate(name: "Ana"), token: token)
    _ = try backend.createPlayer(PlayerCreate(name: "Bea"), token: token)
    let gather = try backend.createGather(token: token)
    try backend.addPlayer(id: 1, toGather: gather, team: .teamA, token: token)
    // The gather's random id is replaced by a known one, so the expected messages can name it.
    let text = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(of: gather.uuidString, with: gatherID.uuidString)
    try Data(text.utf8).write(to: file)
  }

  /// A valid file edited by `edit`, with no lock file beside it; returns the bytes written.
  @discardableResult
  static func writeDamagedFile(to file: URL, _ edit: (inout [String: Any]) -> Void) throws -> Data {
    try writeValidFile(to: file)
    var json = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
    edit(&json)
    let damaged = try JSONSerialization.data(withJSONObject: json)
    try damaged.write(to: file)
    try FileManager.default.removeItem(
      at: file.deletingLastPathComponent().appendingPathComponent(".data.json.lock"))
    return damaged
  }

  private static func player(id: Int) -> [String: Any] { ["id": id, "name": "P\(id)"] }
}

extension Dictionary where Key == String, Value == Any {
  /// Edits the first user of a data file's JSON.
  fileprivate mutating func editUser(_ edit: (inout [String: Any]) -> Void) {
    guard var users = self["users"] as? [[String: Any]], !users.isEmpty else { return }
    edit(&users[0])
    self["users"] = users
  }

  /// Edits the first gather of a data file's JSON.
  fileprivate mutating func editGather(_ edit: (inout [String: Any]) -> Void) {
    guard var gathers = self["gathers"] as? [[String: Any]], !gathers.isEmpty else { return }
    edit(&gathers[0])
    self["gathers"] = gathers
  }
}
