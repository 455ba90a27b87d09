/// A test that failed, with what it reported: each issue as `file:line:column: message`.
package struct TestFailure: Equatable, Sendable {
  /// The test's identifier, `Module.Suite/test()`.
  package let test: String
  /// The issues the test recorded, where the runner said where they were.
  package let issues: [String]
}

/// One line of Swift Testing's event stream, as far as an issue's report needs it.
struct StreamRecord: Decodable {
  struct Payload: Decodable {
    let kind: String
    let testID: String?
    let messages: [Message]?
    let issue: Issue?
  }

  struct Message: Decodable { let text: String }
  struct Issue: Decodable { let sourceLocation: SourceLocation? }

  struct SourceLocation: Decodable {
    let fileID: String
    let line: Int
    let column: Int
    let filePath: String?

    enum CodingKeys: String, CodingKey {
      case fileID, line, column
      case filePath = "_filePath"
    }

    /// `path:line:column`, the path relative to `root` when it lies inside it.
    func described(relativeTo root: String) -> String {
      let prefix = root.hasSuffix("/") ? root : root + "/"
      var path = filePath ?? fileID
      if path.hasPrefix(prefix) { path = String(path.dropFirst(prefix.count)) }
      return "\(path):\(line):\(column)"
    }
  }

  let payload: Payload?
}
