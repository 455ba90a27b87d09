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
#endif
