import Foundation

/// A hash of what a measurement ran on: the files' paths and bytes, in path order.
package enum Fingerprint {
  /// The 64-bit FNV-1a hash of `files` (relative paths under `root`), as 16 hex digits.
  package static func of(files: [String], root: URL) -> String {
    var hash = FNV1a()
    for path in files.sorted() {
      hash.add(path.utf8)
      hash.add([0])
      hash.add((try? Data(contentsOf: root.appendingPathComponent(path))) ?? Data())
      hash.add([0])
    }
    return hash.hex
  }

  /// The hash of one text, as 16 hex digits.
  package static func of(text: String) -> String {
    var hash = FNV1a()
    hash.add(text.utf8)
    return hash.hex
  }

  /// The hash of a pattern's Swift sources and tests: what its mutation results and its timings
  /// ran on, so either is stale once this differs from the one stored with it.
  package static func of(pattern: MetricsConfig.Pattern, root: URL) -> String {
    of(
      files: swiftFiles(in: pattern.sources, root: root)
        + swiftFiles(in: pattern.tests, root: root), root: root)
  }

  /// The Swift files below `folder` (relative to `root`), as relative paths, sorted.
  package static func swiftFiles(in folder: String, root: URL) -> [String] {
    let base = root.appendingPathComponent(folder)
    let names = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
    return names.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
  }
}

/// The 64-bit FNV-1a hash, fed in pieces: the one hash behind every fingerprint of the report.
package struct FNV1a: Sendable {
  /// The hash so far.
  package private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  package init() {}

  /// Mixes `bytes` in.
  package mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01B3
    }
  }

  /// Mixes in a separator the way the bench's fingerprint always has: the hash xored with 0xff.
  package mutating func separate() { value ^= 0xff }

  /// The hash as 16 hex digits.
  package var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
