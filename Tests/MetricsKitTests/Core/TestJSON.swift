import Foundation

@testable import MetricsKit

/// Encodes as the stored results are encoded (sorted keys, pretty-printed), without a format.
enum TestJSON {
  /// `value` as JSON.
  static func encode(_ value: some Encodable) throws -> Data {
    try ResultStore.json(value, file: URL(fileURLWithPath: "test.json"))
  }
}
