import Foundation

/// The text of a `Text` written as a literal, as SwiftUI's `LocalizedStringKey`: its
/// interpolations take a format (`Text("\(score, format: .number) goals")`) or a date style.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
  let key: String

  /// The key `value`.
  public init(_ value: String) {
    key = value
  }

  /// The key a literal spells.
  public init(stringLiteral value: String) {
    key = value
  }

  /// The key an interpolated literal makes.
  public init(stringInterpolation: StringInterpolation) {
    key = stringInterpolation.output
  }

  /// Builds a key from a literal's parts, as SwiftUI's `LocalizedStringKey.StringInterpolation`.
  public struct StringInterpolation: StringInterpolationProtocol {
    var output = ""

    /// Starts an empty key.
    public init(literalCapacity: Int, interpolationCount: Int) {
      output.reserveCapacity(literalCapacity)
    }

    /// Adds literal text.
    public mutating func appendLiteral(_ literal: String) {
      output += literal
    }

    /// Adds a value as `String(describing:)` writes it.
    public mutating func appendInterpolation<Value>(_ value: Value) {
      output += "\(value)"
    }

    /// Adds `input` as `format` writes it.
    public mutating func appendInterpolation<Format: FormatStyle>(
      _ input: Format.FormatInput, format: Format
    ) where Format.FormatOutput == String {
      output += format.format(input)
    }

    /// Adds `date` in `style`.
    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      output += Text.format(date, style: style, now: Date())
    }
  }
}

extension Text {
  /// Shows `key` as `bundle`'s `tableName` translates it, as SwiftUI's `Text(_:tableName:...)`.
  ///
  /// The key itself shows when there is no translation. A literal with a formatted interpolation
  /// comes here; a plain literal reads as a `String`.
  nonisolated public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {
    self.init(
      verbatim: (bundle ?? .main).localizedString(forKey: key.key, value: key.key, table: tableName)
    )
  }
}
