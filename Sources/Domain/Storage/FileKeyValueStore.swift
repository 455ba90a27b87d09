import Foundation

/// A key/value store kept in one owner-only JSON file, rewritten atomically on every change.
///
/// The persistent stand-in for the Keychain and UserDefaults (SPEC §5). A file that exists but
/// cannot be read is reported and never overwritten. Two copies of the app may share the file:
/// each change is made to the file as it is on disk, under a hold on its folder, so neither copy
/// undoes what the other saved.
package final class FileKeyValueStore: KeyValueStore, @unchecked Sendable {
  // Guarded by `lock`; @unchecked because NSLock-protected state is not visible to the compiler.
  private var values: [String: StoredValue]
  private let saver: FileSaver
  private let lock = NSLock()

  /// Opens the store in `file`, which need not exist yet; throws `storage` if it cannot be read.
  package convenience init(file: URL) throws(ServiceError) {
    try self.init(saver: FileSaver(url: file))
  }

  /// Opens the store that `saver` reads and writes.
  package init(saver: FileSaver) throws(ServiceError) {
    self.saver = saver
    values = try Self.read(saver)
  }

  /// Everything stored, for tests to inspect.
  package var snapshot: [String: StoredValue] { lock.withLock { values } }

  package func string(forKey key: String) -> String? {
    lock.withLock { values[key]?.string }
  }

  package func bool(forKey key: String) -> Bool? {
    lock.withLock { values[key]?.bool }
  }

  package func set(_ value: String, forKey key: String) throws(ServiceError) {
    try change { $0[key] = .string(value) }
  }

  package func set(_ value: Bool, forKey key: String) throws(ServiceError) {
    try change { $0[key] = .bool(value) }
  }

  package func removeValue(forKey key: String) throws(ServiceError) {
    try change { $0.removeValue(forKey: key) }
  }

  package func removeAll() throws(ServiceError) {
    try change { $0.removeAll() }
  }

  /// Applies `edit` to the values on disk, saves them, and keeps them only once they are saved.
  private func change(_ edit: (inout [String: StoredValue]) -> Void) throws(ServiceError) {
    lock.lock()
    defer { lock.unlock() }
    try saver.whileHoldingFolder { () throws(ServiceError) in
      // Another copy of the app may have saved since this one read the file.
      let current = try Self.read(saver)
      values = current
      var changed = current
      edit(&changed)
      // Nothing changed (a token removed that was never stored): no write, and no file or folder.
      guard changed != current else { return }
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
      guard let data = try? encoder.encode(changed) else {
        throw .storage(path: saver.path, problem: .system("the data could not be encoded"))
      }
      try saver.save(data)
      values = changed
    }
  }

  /// The values in the file; none when it does not exist; `storage` when it cannot be read.
  private static func read(_ saver: FileSaver) throws(ServiceError) -> [String: StoredValue] {
    guard let data = try saver.load() else { return [:] }
    do {
      return try JSONFile.decode([String: StoredValue].self, from: data)
    } catch {
      throw .storage(path: saver.path, problem: error)
    }
  }
}
