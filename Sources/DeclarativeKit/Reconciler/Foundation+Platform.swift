import Foundation

// Foundation outside Apple's platforms lacks a few conveniences that SwiftUI tutorials use for
// saving data; the one import brings them, as it brings FoundationNetworking (see Exports).
#if !canImport(Darwin)
  extension URL {
    /// The user's documents folder, as Apple's Foundation's `URL.documentsDirectory`.
    public static var documentsDirectory: URL {
      FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        ?? URL(fileURLWithPath: NSHomeDirectory())
    }
  }

  extension UserDefaults {
    /// Stores `value` under `key`, as Apple's key-value coding `setValue(_:forKey:)` does for
    /// user defaults (Foundation here has no key-value coding).
    public func setValue(_ value: Any?, forKey key: String) {
      set(value, forKey: key)
    }
  }
#endif
