import Foundation

#if !canImport(Darwin)
  extension String {
    /// The string localized for `key` in `bundle`'s `table`, or `key` itself, as Foundation's
    /// `String(localized:table:bundle:locale:comment:)` on Apple platforms, which
    /// swift-corelibs-foundation lacks: here so that apps calling it build on Linux too.
    ///
    /// The key is a plain `String` (interpolations are formatted before the lookup), and
    /// `locale` is accepted and not used.
    public init(
      localized key: String, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = .current, comment: StaticString? = nil
    ) {
      self = (bundle ?? .main).localizedString(forKey: key, value: key, table: table)
    }
  }
#endif
