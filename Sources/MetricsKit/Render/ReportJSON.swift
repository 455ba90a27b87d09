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
}
