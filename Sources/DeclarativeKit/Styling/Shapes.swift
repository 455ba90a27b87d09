import Foundation
import ViewKit

/// A two-dimensional shape, as SwiftUI's `Shape`: used to clip or fill; as a view the terminal
/// renderer draws it as nothing.
public protocol Shape: View, Sendable {
  /// The shape's outline in `rect`.
  func path(in rect: CGRect) -> Path
}

/// A rectangle, as SwiftUI's `Rectangle`.
public struct Rectangle: Shape, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never

  /// Creates a rectangle.
  public init() {}

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] { [] }
}

/// A rectangle with rounded corners, as SwiftUI's `RoundedRectangle`.
public struct RoundedRectangle: Shape, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  /// The radius of the corners.
  public let cornerRadius: CGFloat

  /// Creates a rectangle whose corners have `cornerRadius`.
  public init(cornerRadius: CGFloat) {
    self.cornerRadius = cornerRadius
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] { [] }
}

/// A circle, as SwiftUI's `Circle`.
public struct Circle: Shape, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never

  /// Creates a circle.
  public init() {}

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] { [] }
}

/// An ellipse, as SwiftUI's `Ellipse`.
public struct Ellipse: Shape, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never

  /// Creates an ellipse.
  public init() {}

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] { [] }
}

/// A rectangle with fully rounded ends, as SwiftUI's `Capsule`.
public struct Capsule: Shape, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never

  /// Creates a capsule.
  public init() {}

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] { [] }
}

extension Shape where Self == Rectangle {
  /// A rectangle.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners.
  public static func rect(cornerRadius: CGFloat) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius)
  }
}

extension Shape where Self == Circle {
  /// A circle.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule.
  public static var capsule: Capsule { Capsule() }
}

extension Shape {
  /// Fills this shape with a style, as SwiftUI's `fill(_:)`; drawn as nothing.
  public func fill<S: ShapeStyle>(_ content: S) -> some View {
    StyleModifier(content: self)
  }

  /// Outlines this shape with a style, as SwiftUI's `stroke(_:lineWidth:)`; drawn as nothing.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    StyleModifier(content: self)
  }
}
