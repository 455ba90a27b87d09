import ViewKit

/// A color or pattern to fill or draw with, as SwiftUI's `ShapeStyle`; the terminal renderer
/// draws no colors, so a style is accepted and kept by name only.
public protocol ShapeStyle: Sendable {}

/// A color, as SwiftUI's `Color`: a style, and a view that fills its space (drawn as nothing).
public struct Color: ShapeStyle, Hashable, View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  /// What the color is, as written: `red`, `white 0.5`, an asset's name.
  public let name: String

  nonisolated init(named name: String) {
    self.name = name
  }

  /// The color of an asset catalog entry, as SwiftUI's `Color(_:bundle:)`.
  nonisolated public init(_ name: String) {
    self.name = name
  }

  /// A shade of grey from black (0) to white (1).
  nonisolated public init(white: Double, opacity: Double = 1) {
    name = "white \(white) opacity \(opacity)"
  }

  /// A color of red, green and blue parts, each from 0 to 1.
  nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    name = "rgb \(red) \(green) \(blue) opacity \(opacity)"
  }

  /// This color made partly transparent.
  nonisolated public func opacity(_ opacity: Double) -> Color {
    Color(named: "\(name) opacity \(opacity)")
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] { [] }
}

extension ShapeStyle where Self == Color {
  /// Red.
  public static var red: Color { Color(named: "red") }
  /// Orange.
  public static var orange: Color { Color(named: "orange") }
  /// Yellow.
  public static var yellow: Color { Color(named: "yellow") }
  /// Green.
  public static var green: Color { Color(named: "green") }
  /// Mint.
  public static var mint: Color { Color(named: "mint") }
  /// Teal.
  public static var teal: Color { Color(named: "teal") }
  /// Cyan.
  public static var cyan: Color { Color(named: "cyan") }
  /// Blue.
  public static var blue: Color { Color(named: "blue") }
  /// Indigo.
  public static var indigo: Color { Color(named: "indigo") }
  /// Purple.
  public static var purple: Color { Color(named: "purple") }
  /// Pink.
  public static var pink: Color { Color(named: "pink") }
  /// Brown.
  public static var brown: Color { Color(named: "brown") }
  /// White.
  public static var white: Color { Color(named: "white") }
  /// Grey.
  public static var gray: Color { Color(named: "gray") }
  /// Black.
  public static var black: Color { Color(named: "black") }
  /// No color at all.
  public static var clear: Color { Color(named: "clear") }
  /// The color of primary content.
  public static var primary: Color { Color(named: "primary") }
  /// The color of secondary content.
  public static var secondary: Color { Color(named: "secondary") }
  /// The app's accent color.
  public static var accentColor: Color { Color(named: "accentColor") }
}

/// A translucent background, as SwiftUI's `Material`.
public struct Material: ShapeStyle, Hashable {
  let name: String
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { Material(name: "ultraThin") }
  /// A thin material.
  public static var thinMaterial: Material { Material(name: "thin") }
  /// The usual material.
  public static var regularMaterial: Material { Material(name: "regular") }
  /// A thick material.
  public static var thickMaterial: Material { Material(name: "thick") }
  /// The thickest material.
  public static var ultraThickMaterial: Material { Material(name: "ultraThick") }
  /// The material of bars.
  public static var bar: Material { Material(name: "bar") }
}
