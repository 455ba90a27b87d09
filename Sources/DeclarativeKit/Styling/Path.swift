import Foundation
import ViewKit

/// The outline of a shape, as SwiftUI's `Path`: it records what is added, and as a view draws
/// nothing (the terminal has no pixels).
public struct Path: Shape, PrimitiveView, Equatable {
  /// A primitive view: no body.
  public typealias Body = Never
  /// What was added, in order, for comparing paths.
  private var elements: [String] = []

  /// An empty path.
  public init() {}

  /// A path that `build` draws.
  public init(_ build: (inout Path) -> Void) {
    build(&self)
  }

  /// A rectangle's outline.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// Whether nothing was added.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) { elements.append("move \(point)") }
  /// Adds a line to `point`.
  public mutating func addLine(to point: CGPoint) { elements.append("line \(point)") }
  /// Adds lines through `points`.
  public mutating func addLines(_ points: [CGPoint]) { elements.append("lines \(points)") }
  /// Adds a rectangle.
  public mutating func addRect(_ rect: CGRect) { elements.append("rect \(rect)") }
  /// Adds an ellipse inside `rect`.
  public mutating func addEllipse(in rect: CGRect) { elements.append("ellipse \(rect)") }
  /// Adds a quadratic curve to `point`.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append("quad \(point) \(control)")
  }
  /// Adds a cubic curve to `point`.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append("curve \(point) \(control1) \(control2)")
  }
  /// Adds an arc around `center`.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    elements.append("arc \(center) \(radius) \(startAngle.radians) \(endAngle.radians)")
  }
  /// Closes the current subpath.
  public mutating func closeSubpath() { elements.append("close") }

  /// The path itself, as any shape's `path(in:)` gives one.
  public func path(in rect: CGRect) -> Path { self }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] { [] }
}

extension Shape {
  /// The outline of the kit's shapes: their frame.
  public func path(in rect: CGRect) -> Path { Path(rect) }

  /// A shape of your own needs only `path(in:)`: as a view it is its path, which draws nothing.
  public var body: Path { path(in: CGRect(x: 0, y: 0, width: 390, height: 844)) }
}

/// A value SwiftUI can interpolate between two states of a view, as its `VectorArithmetic`.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)
  /// The dot product with itself.
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// The square.
  public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
  /// Multiplies by `rhs`.
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// The square.
  public var magnitudeSquared: Double { Double(self * self) }
}

/// A type whose `animatableData` SwiftUI interpolates in animations, as its `Animatable`; the
/// terminal shows the end state, so the data is read and set as the type says, never between.
public protocol Animatable {
  /// The value that changes during an animation.
  associatedtype AnimatableData: VectorArithmetic
  /// The value that changes during an animation.
  var animatableData: AnimatableData { get set }
}
