import Foundation
import ViewKit

/// Colors blended along a line or around a point, as SwiftUI's `Gradient`; kept, not drawn.
public struct Gradient: Hashable, Sendable {
  /// One color and where it sits, from 0 to 1, as SwiftUI's `Gradient.Stop`.
  public struct Stop: Hashable, Sendable {
    /// The color at this stop.
    public var color: Color
    /// Where the stop sits, from 0 (start) to 1 (end).
    public var location: CGFloat

    /// A stop of `color` at `location`.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The stops, in order.
  public var stops: [Stop]

  /// A gradient through `stops`.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// A gradient through `colors`, evenly spaced.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
  }
}

/// A gradient along a line, as SwiftUI's `LinearGradient`: a style, and a view that fills its
/// space (drawn as nothing, like a `Color`).
public struct LinearGradient: ShapeStyle, View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  /// The colors.
  public let gradient: Gradient

  /// A gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
  }

  /// A gradient through `colors` from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(colors: colors)
  }

  /// A gradient through `stops` from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(stops: stops)
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] { [] }
}

/// A gradient spreading out from a point, as SwiftUI's `RadialGradient`; drawn as nothing.
public struct RadialGradient: ShapeStyle, View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  /// The colors.
  public let gradient: Gradient

  /// A gradient from `center`, between two radii.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
  }

  /// A gradient through `colors` from `center`, between two radii.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(colors: colors)
  }

  /// A gradient through `stops` from `center`, between two radii.
  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(stops: stops)
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] { [] }
}

/// A gradient turning around a point, as SwiftUI's `AngularGradient`; drawn as nothing.
public struct AngularGradient: ShapeStyle, View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  /// The colors.
  public let gradient: Gradient

  /// A gradient around `center`, from `startAngle` to `endAngle`.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
  }

  /// A gradient through `colors` around `center`.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    gradient = Gradient(colors: colors)
  }

  /// A full turn of `gradient` around `center`, starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.gradient = gradient
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] { [] }
}

/// A gradient a system style derives from one color, as SwiftUI's `AnyGradient`.
public struct AnyGradient: ShapeStyle, Hashable {
  /// The color it derives from.
  public let color: Color
}

extension Color {
  /// A gentle gradient of this color, as SwiftUI's `Color.gradient`.
  public var gradient: AnyGradient { AnyGradient(color: self) }

  /// The color spaces a color's parts are given in, as SwiftUI's `Color.RGBColorSpace`.
  public enum RGBColorSpace: Hashable, Sendable {
    /// Standard RGB.
    case sRGB
    /// Standard RGB without gamma.
    case sRGBLinear
    /// Display P3.
    case displayP3
  }

  /// A color of red, green and blue parts in `colorSpace`, each from 0 to 1.
  nonisolated public init(
    _ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1
  ) {
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }

  /// A color of hue, saturation and brightness, each from 0 to 1.
  nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)
  {
    self.init("hsb \(hue) \(saturation) \(brightness) opacity \(opacity)")
  }
}

/// An image repeated to fill a shape, as SwiftUI's `ImagePaint`; kept, not drawn.
public struct ImagePaint: ShapeStyle {
  /// The image.
  public let image: Image
  /// Its scale.
  public let scale: CGFloat

  /// A paint of `image`, the part in `sourceRect`, at `scale`.
  public init(
    image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
  ) {
    self.image = image
    self.scale = scale
  }
}

/// How an outline is drawn, as SwiftUI's `StrokeStyle`; kept, not drawn.
public struct StrokeStyle: Hashable, Sendable {
  /// How line ends look, as Core Graphics' `CGLineCap`.
  public enum LineCap: Hashable, Sendable {
    /// Squared off at the end.
    case butt
    /// Rounded past the end.
    case round
    /// Squared off past the end.
    case square
  }

  /// How corners look, as Core Graphics' `CGLineJoin`.
  public enum LineJoin: Hashable, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
  }

  /// The line's width.
  public var lineWidth: CGFloat
  /// How line ends look.
  public var lineCap: LineCap
  /// How corners look.
  public var lineJoin: LineJoin
  /// The lengths of painted and unpainted dashes.
  public var dash: [CGFloat]

  /// An outline style.
  public init(
    lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.dash = dash
  }
}

extension Shape {
  /// Outlines this shape with a style drawn as `style` says, as SwiftUI's
  /// `stroke(_:style:antialiased:)`; drawn as nothing.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Outlines this shape in the foreground style, as SwiftUI's `stroke(style:)`.
  public func stroke(style: StrokeStyle) -> some View {
    StyleModifier(content: self)
  }

  /// Outlines this shape inside its frame, as SwiftUI's `strokeBorder(_:lineWidth:)`.
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    StyleModifier(content: self)
  }
}
