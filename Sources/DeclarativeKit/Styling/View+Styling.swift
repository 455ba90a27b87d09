import Foundation
import ViewKit

/// Layout and text styling modifiers, as SwiftUI's: accepted and not drawn by the terminal
/// renderer. Each keeps its content as its only child, so identity, state and what the driver
/// sees are those of the unmodified view.
extension View {
  /// Pads this view, as SwiftUI's `padding(_:_:)`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    StyleModifier(content: self)
  }

  /// Pads every edge of this view by `length`, as SwiftUI's `padding(_:)`.
  public func padding(_ length: CGFloat) -> some View {
    StyleModifier(content: self)
  }

  /// Pads each edge of this view by its inset, as SwiftUI's `padding(_:)`.
  public func padding(_ insets: EdgeInsets) -> some View {
    StyleModifier(content: self)
  }

  /// Gives this view a fixed size, as SwiftUI's `frame(width:height:alignment:)`.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    StyleModifier(content: self)
  }

  /// Bounds the size of this view, as SwiftUI's
  /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    StyleModifier(content: self)
  }

  /// Keeps this view at its ideal size, as SwiftUI's `fixedSize()`.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
    StyleModifier(content: self)
  }

  /// Sets how readily this view gets space, as SwiftUI's `layoutPriority(_:)`.
  public func layoutPriority(_ value: Double) -> some View {
    StyleModifier(content: self)
  }

  /// Sets the font of the text in this view, as SwiftUI's `font(_:)`.
  public func font(_ font: Font?) -> some View {
    StyleModifier(content: self)
  }

  /// Sets the weight of the text in this view, as SwiftUI's `fontWeight(_:)`.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    StyleModifier(content: self)
  }

  /// Makes the text in this view bold, as SwiftUI's `bold(_:)`.
  public func bold(_ isActive: Bool = true) -> some View {
    StyleModifier(content: self)
  }

  /// Makes the text in this view italic, as SwiftUI's `italic(_:)`.
  public func italic(_ isActive: Bool = true) -> some View {
    StyleModifier(content: self)
  }

  /// Underlines the text in this view, as SwiftUI's `underline(_:color:)`.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
    StyleModifier(content: self)
  }

  /// Strikes the text in this view through, as SwiftUI's `strikethrough(_:color:)`.
  public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
    StyleModifier(content: self)
  }

  /// Colors the content of this view, as SwiftUI's `foregroundStyle(_:)`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    StyleModifier(content: self)
  }

  /// Colors the content of this view, as SwiftUI's `foregroundColor(_:)`.
  public func foregroundColor(_ color: Color?) -> some View {
    StyleModifier(content: self)
  }

  /// Puts a color behind this view, as SwiftUI's `background(_:ignoresSafeAreaEdges:)`.
  public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Puts a style behind this view, as SwiftUI's `background(_:ignoresSafeAreaEdges:)`.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Puts a view behind this view, as SwiftUI's `background(_:alignment:)`; not drawn.
  ///
  /// A value that is both a view and a style (a gradient) is taken as a style, as SwiftUI takes it.
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Puts a view behind this view, as SwiftUI's `background(alignment:content:)`; not drawn.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    StyleModifier(content: self)
  }

  /// Tints the controls in this view, as SwiftUI's `tint(_:)`.
  public func tint(_ tint: Color?) -> some View {
    StyleModifier(content: self)
  }

  /// Rounds the corners of this view, as SwiftUI's `cornerRadius(_:antialiased:)`.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    StyleModifier(content: self)
  }

  /// Clips this view to a shape, as SwiftUI's `clipShape(_:style:)`.
  public func clipShape<S: Shape>(_ shape: S) -> some View {
    StyleModifier(content: self)
  }

  /// Outlines this view, as SwiftUI's `border(_:width:)`.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    StyleModifier(content: self)
  }

  /// Makes this view partly transparent, as SwiftUI's `opacity(_:)`.
  public func opacity(_ opacity: Double) -> some View {
    StyleModifier(content: self)
  }

  /// Casts a shadow under this view, as SwiftUI's `shadow(color:radius:x:y:)`.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    StyleModifier(content: self)
  }

  /// Lines up the lines of the text in this view, as SwiftUI's `multilineTextAlignment(_:)`.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    StyleModifier(content: self)
  }

  /// Limits the lines of the text in this view, as SwiftUI's `lineLimit(_:)`; the terminal
  /// renderer still draws every line.
  public func lineLimit(_ number: Int?) -> some View {
    StyleModifier(content: self)
  }

  /// Lets the text in this view shrink to fit, as SwiftUI's `minimumScaleFactor(_:)`.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    StyleModifier(content: self)
  }

  /// Sets the shape that takes this view's taps, as SwiftUI's `contentShape(_:eoFill:)`.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    StyleModifier(content: self)
  }

  /// Sets the scale of the symbols in this view, as SwiftUI's `imageScale(_:)`.
  public func imageScale(_ scale: Image.Scale) -> some View {
    StyleModifier(content: self)
  }

  /// Sets how the symbols in this view are colored, as SwiftUI's `symbolRenderingMode(_:)`.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    StyleModifier(content: self)
  }
}

/// A modifier the terminal renderer does not draw: its content is its only child, so the
/// content keeps its identity and widgets.
struct StyleModifier<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    context.graph.reconcileChild(content, of: node, at: 0, context)
  }
}

extension StyleModifier: RowsModifier {
  var modifiedContent: any View { content }

  func modifying(_ row: any View) -> any View {
    func wrap<Row: View>(_ row: Row) -> any View { StyleModifier<Row>(content: row) }
    return wrap(row)
  }
}

/// How symbols are colored, as SwiftUI's `SymbolRenderingMode`.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String

  /// One color.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colors.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One color at several opacities.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Colors given by the foreground styles.
  public static let palette = SymbolRenderingMode(name: "palette")
}
