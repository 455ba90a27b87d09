import Foundation

/// A hash of what a measurement ran on: the files' paths and bytes, in path order.
package enum Fingerprint {
  /// The 64-bit FNV-1a hash of `files` (relative paths under `root`), as 16 hex digits.
  package static func of(files: [String], root: URL) -> String {
    var bytes: [UInt8] = []
    for path in files.sorted() {
      bytes += Array(path.utf8) + [0]
      bytes += (try? Data(contentsOf: root.appendingPathComponent(path))) ?? Data()
      bytes.append(0)
    }
    return hex(fnv(bytes))
  }

  private static func fnv(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  /// The hash of one text, as 16 hex digits.
  package static func of(text: String) -> String {
    hex(fnv(Array(text.utf8)))
  }

  /// The Swift files below `folder` (relative to `root`), as relative paths, sorted.
  package static func swiftFiles(in folder: String, root: URL) -> [String] {
    let base = root.appendingPathComponent(folder)
    let names = FileManager.default.enumerator(atPath: base.path)?.allObjects as? [String] ?? []
    return names.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
  }
}
