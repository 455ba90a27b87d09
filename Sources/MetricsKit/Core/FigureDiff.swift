import Foundation

/// Compares two reports' deterministic figures as flat `path = value` lines.
package enum FigureDiff {
  /// The readable differences between the `figures` of two `metrics.json` files; empty if none.
  package static func diff(
    committed: Data, current: Data, limit: Int = 60
  ) throws(MetricsError) -> [String] {
    let old = flatten(try object(committed)["figures"] ?? [String: Any]())
    let new = flatten(try object(current)["figures"] ?? [String: Any]())
    var lines: [String] = []
    for key in Set(old.keys).union(new.keys).sorted() {
      switch (old[key], new[key]) {
      case (let before?, let after?) where before != after:
        lines.append("  \(key): \(before) → \(after)")
      case (let before?, nil):
        lines.append("- \(key) = \(before)")
      case (nil, let after?):
        lines.append("+ \(key) = \(after)")
      default:
        break
      }
    }
    guard lines.count > limit else { return lines }
    return Array(lines.prefix(limit)) + ["… and \(lines.count - limit) more differences"]
  }

  /// The line saying that the committed report was made from other sources than `current`
  /// (`Report.Header.fingerprint`), or nil when they are the same.
  ///
  /// The figures may all agree and the sources still differ (an edited string, a renamed
  /// local): a plain run would then rewrite the header, so the committed report is stale all
  /// the same.
  package static func fingerprintLine(
    committed: Data, current: String
  ) throws(MetricsError) -> String? {
    let header = try object(committed)["header"] as? [String: Any]
    let stored = header?["fingerprint"] as? String
    guard stored != current else { return nil }
    return
      "  header.fingerprint: \(stored ?? "(none)") → \(current) (the measured sources changed since the report was written)"
  }

  /// The JSON object in `data`; fails, naming `metrics.json`, when it is not one.
  private static func object(_ data: Data) throws(MetricsError) -> [String: Any] {
    let parsed: Any
    do { parsed = try JSONSerialization.jsonObject(with: data) } catch {
      throw .unreadableFile(path: "metrics.json", reason: "not JSON: \(error)")
    }
    guard let object = parsed as? [String: Any] else {
      throw .unreadableFile(path: "metrics.json", reason: "not a JSON object")
    }
    return object
  }

  /// Flattens JSON to key paths; array items are named by their `path` or `name` if they have one.
  static func flatten(_ value: Any, prefix: String = "") -> [String: String] {
    var result: [String: String] = [:]
    if let object = value as? [String: Any] {
      for (key, child) in object {
        result.merge(flatten(child, prefix: prefix.isEmpty ? key : prefix + "." + key)) { $1 }
      }
    } else if let array = value as? [Any] {
      for (index, child) in array.enumerated() {
        let object = child as? [String: Any]
        let label = (object?["path"] ?? object?["name"]).map { "\($0)" } ?? "\(index)"
        result.merge(flatten(child, prefix: prefix + "[" + label + "]")) { $1 }
      }
    } else {
      result[prefix] = "\(value)"
    }
    return result
  }
}
