import Foundation

/// A file under `Metrics/` that a later run reads back: the one way a stored result is read and
/// written.
///
/// Each file carries its format version beside the figures (and each figure the fingerprint of
/// what it measured). Reading a file that is there but cannot be read, or is of another format,
/// fails the run naming the file and what to do, so a run never starts from empty and never
/// writes over results it could not read. Writing checks that again, then writes a temporary
/// file beside the stored one and renames it into place.
package struct ResultStore: Sendable {
  /// The stored file.
  package let file: URL
  /// The format this tool reads and writes.
  package let format: Int
  /// The option that measures the file again, such as `--mutation`.
  package let remeasure: String

  /// `metrics.json`: the plain report, with the timings and speed figures runs keep.
  package static func report(in folder: URL) -> ResultStore {
    ResultStore(folder, "metrics.json", 1, " --timings --bench")
  }

  /// `mutation.json`: each pattern's last mutation run.
  package static func mutation(in folder: URL) -> ResultStore {
    ResultStore(folder, "mutation.json", 1, " --mutation")
  }

  /// `changes.json`: the change-cost cells.
  package static func changes(in folder: URL) -> ResultStore {
    ResultStore(folder, "changes.json", 2, " --changes")
  }

  /// `ui-rewrite.json`: each pattern's UI port.
  package static func uiRewrite(in folder: URL) -> ResultStore {
    ResultStore(folder, "ui-rewrite.json", 2, " --ui-rewrite BASE..HEAD")
  }

  /// `ui-rewrite-hunks.json`: which lines of each port are mechanical, by `MechanicalRule`.
  package static func uiRewriteHunks(in folder: URL) -> ResultStore {
    ResultStore(folder, "ui-rewrite-hunks.json", 1, " --ui-rewrite BASE..HEAD")
  }

  private init(_ folder: URL, _ name: String, _ format: Int, _ remeasure: String) {
    (file, self.format, self.remeasure) = (folder.appendingPathComponent(name), format, remeasure)
  }

  /// The stored port of each pattern, each file judged by `MechanicalRule` where the stored
  /// verdicts follow today's rule; nil when no port is recorded.
  package static func judgedUIRewrite(in folder: URL) throws(MetricsError) -> UIRewrite? {
    try uiRewrite(in: folder).read(UIRewrite.self)?.judged(
      by: try uiRewriteHunks(in: folder).read(PortHunks.self))
  }

  /// The stored value; nil when there is no file.
  ///
  /// Throws, naming the file, when there is one that cannot be read or is of another format.
  package func read<Value: Decodable>(_ type: Value.Type) throws(MetricsError) -> Value? {
    guard let data = try data() else { return nil }
    return try decode(type, from: data)
  }

  /// The stored bytes, their format checked; nil when there is no file.
  package func data() throws(MetricsError) -> Data? {
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    let data: Data
    do { data = try Data(contentsOf: file) } catch { throw failure("\(error)") }
    let stamp = try decode(Stamp.self, from: data)
    guard stamp.format == format else {
      throw failure(
        "it is in format \(stamp.format.map(String.init) ?? "(none)"), this tool reads format \(format)"
      )
    }
    return data
  }

  /// `type` decoded from `data`, the bytes of this file.
  private func decode<Value: Decodable>(
    _ type: Value.Type, from data: Data
  ) throws(MetricsError) -> Value {
    do { return try JSONDecoder().decode(Value.self, from: data) } catch {
      throw failure("\(error)")
    }
  }

  /// `value` as the file's bytes: pretty-printed JSON with sorted keys and the format, ending
  /// with a newline, so equal results give equal bytes.
  package func encode(_ value: some Encodable) throws(MetricsError) -> Data {
    try Self.json(Stamped(format: format, value: value), file: file)
  }

  /// Replaces the file with `value`, unless the file there cannot be read.
  package func write(_ value: some Encodable) throws(MetricsError) {
    _ = try data()
    try Self.write(try encode(value), to: file)
  }

  /// Reads the stored value (`empty` without a file), lets `change` change it, and stores it:
  /// an unreadable file stops the run before `change` runs, and what `change` does not touch
  /// is kept.
  package func update<Value: Codable>(
    empty: Value, _ change: (inout Value) async throws(MetricsError) -> Void
  ) async throws(MetricsError) {
    var value = try read(Value.self) ?? empty
    try await change(&value)
    try write(value)
  }

  /// Pretty-printed JSON with sorted keys, ending with a newline.
  package static func json(_ value: some Encodable, file: URL) throws(MetricsError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do { return try encoder.encode(value) + Data("\n".utf8) } catch {
      throw .unreadableFile(path: file.path, reason: "cannot encode: \(error)")
    }
  }

  /// The text of `file`; fails naming it.
  package static func text(of file: URL) throws(MetricsError) -> String {
    do { return try String(contentsOf: file, encoding: .utf8) } catch {
      throw .unreadableFile(path: file.path, reason: error.localizedDescription)
    }
  }

  /// Writes `data` to `file` at once: a temporary file in the same folder renamed into place,
  /// the folder created if needed.
  package static func write(_ data: Data, to file: URL) throws(MetricsError) {
    let manager = FileManager.default
    let temporary = file.deletingLastPathComponent()
      .appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try manager.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: temporary)
      guard rename(temporary.path, file.path) == 0 else {
        throw CocoaError(.fileWriteUnknown)
      }
    } catch {
      try? manager.removeItem(at: temporary)
      throw .unreadableFile(path: file.path, reason: "cannot write: \(error)")
    }
  }

  private func failure(_ reason: String) -> MetricsError {
    .unreadableResult(path: file.path, reason: reason, remeasure: remeasure)
  }

  /// The format of a stored file, read before its figures.
  private struct Stamp: Decodable { let format: Int? }

  /// A value encoded with the format beside its own keys.
  private struct Stamped<Value: Encodable>: Encodable {
    let format: Int
    let value: Value

    private enum Key: String, CodingKey { case format }

    func encode(to encoder: any Encoder) throws {
      try value.encode(to: encoder)
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(format, forKey: .format)
    }
  }
}
