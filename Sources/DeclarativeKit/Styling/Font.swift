import Foundation

/// A font, as SwiftUI's `Font`; the terminal renderer draws one font, so a font is accepted
/// and kept by name only.
public struct Font: Hashable, Sendable {
  /// What the font is, as written: `title`, `system 17 bold`.
  public let name: String

  /// A weight of a font, as SwiftUI's `Font.Weight`.
  public struct Weight: Hashable, Sendable {
    let name: String

    /// The thinnest weight.
    public static let ultraLight = Weight(name: "ultraLight")
    /// A thin weight.
    public static let thin = Weight(name: "thin")
    /// A light weight.
    public static let light = Weight(name: "light")
    /// The usual weight.
    public static let regular = Weight(name: "regular")
    /// A medium weight.
    public static let medium = Weight(name: "medium")
    /// Between medium and bold.
    public static let semibold = Weight(name: "semibold")
    /// Bold.
    public static let bold = Weight(name: "bold")
    /// Heavier than bold.
    public static let heavy = Weight(name: "heavy")
    /// The heaviest weight.
    public static let black = Weight(name: "black")
  }

  /// The role of a text, which picks its size, as SwiftUI's `Font.TextStyle`.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    /// A screen's largest title.
    case largeTitle
    /// A title.
    case title
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A heading.
    case headline
    /// A subheading.
    case subheadline
    /// Body text.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A caption.
    case caption
    /// A smaller caption.
    case caption2
  }

  /// A design of the system font, as SwiftUI's `Font.Design`.
  public enum Design: Hashable, Sendable {
    /// The usual design.
    case `default`
    /// With serifs.
    case serif
    /// Rounded.
    case rounded
    /// Of fixed width.
    case monospaced
  }

  /// The system font at a size.
  public static func system(
    size: CGFloat, weight: Weight = .regular, design: Design = .default
  ) -> Font {
    Font(name: "system \(size) \(weight.name) \(design)")
  }

  /// The system font for a role.
  public static func system(
    _ style: TextStyle, design: Design = .default, weight: Weight = .regular
  ) -> Font {
    Font(name: "\(style) \(design) \(weight.name)")
  }

  /// A font of an app, by name.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(name: "\(name) \(size)")
  }

  /// This font made bold.
  public func bold() -> Font { Font(name: "\(name) bold") }
  /// This font made italic.
  public func italic() -> Font { Font(name: "\(name) italic") }
  /// This font at another weight.
  public func weight(_ weight: Weight) -> Font { Font(name: "\(name) \(weight.name)") }
  /// This font with digits of one width.
  public func monospacedDigit() -> Font { Font(name: "\(name) monospacedDigit") }

  /// A screen's largest title.
  public static let largeTitle = Font(name: "largeTitle")
  /// A title.
  public static let title = Font(name: "title")
  /// A second-level title.
  public static let title2 = Font(name: "title2")
  /// A third-level title.
  public static let title3 = Font(name: "title3")
  /// A heading.
  public static let headline = Font(name: "headline")
  /// A subheading.
  public static let subheadline = Font(name: "subheadline")
  /// Body text.
  public static let body = Font(name: "body")
  /// A callout.
  public static let callout = Font(name: "callout")
  /// A footnote.
  public static let footnote = Font(name: "footnote")
  /// A caption.
  public static let caption = Font(name: "caption")
  /// A smaller caption.
  public static let caption2 = Font(name: "caption2")
}

/// How the lines of a text line up, as SwiftUI's `TextAlignment`.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  /// Along the leading edge.
  case leading
  /// Centred.
  case center
  /// Along the trailing edge.
  case trailing
}
