import Foundation

/// Encodes and decodes `metrics.json` with sorted keys, so equal reports give equal bytes.
package enum ReportJSON {
  /// The report as pretty-printed JSON with sorted keys, ending with a newline.
  package static func encode<Value: Encodable>(_ value: Value) throws(MetricsError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(value) + Data("\n".utf8)
    } catch {
      throw .unreadableFile(path: "metrics.json", reason: "cannot encode: \(error)")
    }
  }

  /// Writes `value`, encoded as above, to `file` at once, creating its folder if needed.
  package static func write<Value: Encodable>(_ value: Value, to file: URL) throws(MetricsError) {
    let data = try encode(value)
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: file, options: .atomic)
    } catch {
      throw .unreadableFile(path: file.path, reason: "cannot write: \(error)")
    }
  }
}
