import Foundation

#if canImport(FoundationNetworking)
  /// Removes the empty folder swift-corelibs-foundation makes for its cookie store, and nothing else.
  ///
  /// That Foundation creates `<Application Support>/<bundle name>` when the first session
  /// configuration is made, though an ephemeral session never writes there. Only that one folder
  /// is removed, only if this call made it and it is still empty: the folder is shared with other
  /// programs, whose folders are none of the app's business.
  struct CookieFolderCleanup {
    /// The Application Support folder (`$XDG_DATA_HOME` on Linux); `nil` leaves everything alone.
    let support: URL?
    /// The name of the folder Foundation makes there.
    let folderName: String

    /// The folder name Foundation uses: the bundle's `CFBundleName`, else the last component of
    /// the bundle's path without its extension (for a command-line tool, its executable's folder).
    static func folderName(of bundle: Bundle) -> String {
      if let name = bundle.infoDictionary?["CFBundleName"] as? String, !name.isEmpty { return name }
      return folderName(bundlePath: bundle.bundlePath)
    }

    /// The name Foundation derives from a bundle path: `…/debug` → `debug`, `…/a.b.c` → `a.b`.
    static func folderName(bundlePath: String) -> String {
      let last = URL(fileURLWithPath: bundlePath).lastPathComponent
      guard let dot = last.lastIndex(of: ".") else { return last }
      return String(last[..<dot])
    }

    /// Calls `make` and removes the cookie folder again if `make` created it empty.
    func making<Made>(_ make: () -> Made) -> Made {
      guard let support, !folderName.isEmpty, folderName != ".", folderName != ".." else {
        return make()
      }
      let folder = support.appendingPathComponent(folderName)
      let manager = FileManager.default
      let existed = manager.fileExists(atPath: folder.path)
      let made = make()
      if !existed, (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
        try? manager.removeItem(at: folder)
      }
      return made
    }
  }
#endif
