/// A style named for its role rather than its color, as SwiftUI's `BackgroundStyle`,
/// `SeparatorShapeStyle`, `TintShapeStyle` and `HierarchicalShapeStyle`: accepted, not drawn.
public struct SemanticShapeStyle: ShapeStyle, Hashable {
  /// The role, such as `background` or `separator`.
  public let role: String
}

extension ShapeStyle where Self == SemanticShapeStyle {
  /// The background of the view's container.
  public static var background: SemanticShapeStyle { SemanticShapeStyle(role: "background") }
  /// The color of separators between rows.
  public static var separator: SemanticShapeStyle { SemanticShapeStyle(role: "separator") }
  /// The tint of the view's controls.
  public static var tint: SemanticShapeStyle { SemanticShapeStyle(role: "tint") }
  /// The style of foreground elements.
  public static var foreground: SemanticShapeStyle { SemanticShapeStyle(role: "foreground") }
  /// The third level of content, as `.tertiary`.
  public static var tertiary: SemanticShapeStyle { SemanticShapeStyle(role: "tertiary") }
  /// The fourth level of content, as `.quaternary`.
  public static var quaternary: SemanticShapeStyle { SemanticShapeStyle(role: "quaternary") }
}
