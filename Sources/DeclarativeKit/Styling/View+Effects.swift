import Foundation
import ViewKit

/// An angle, as SwiftUI's `Angle`, for rotations.
public struct Angle: Hashable, Comparable, AdditiveArithmetic, Sendable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// No rotation.
  public static let zero = Angle(radians: 0)

  /// An angle of `radians`.
  public init(radians: Double) {
    self.radians = radians
  }

  /// An angle of `degrees`.
  public init(degrees: Double) {
    radians = degrees * .pi / 180
  }

  /// An angle of `radians`.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  /// An angle of `degrees`.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// Whether `lhs` turns less than `rhs`.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

  /// The two turns together.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }
  /// The first turn less the second.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }
  /// The turn `factor` times.
  public static func * (lhs: Angle, factor: Double) -> Angle {
    Angle(radians: lhs.radians * factor)
  }
  /// The turn divided by `divisor`.
  public static func / (lhs: Angle, divisor: Double) -> Angle {
    Angle(radians: lhs.radians / divisor)
  }
  /// The opposite turn.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}

/// A point in a view's own unit square, as SwiftUI's `UnitPoint`: where effects anchor.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, 0 at the leading edge.
  public var x: Double
  /// The vertical position, 0 at the top.
  public var y: Double

  /// The point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The middle.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The top-leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The top-trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The bottom-leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The bottom-trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// The geometry, effect and animation modifiers, as SwiftUI's: each is accepted and not drawn —
/// they change where and how a view looks, never what it says or what it does, and the terminal
/// renderer draws text, not pixels. Identity, state and widgets are the content's.
extension View {
  /// Rotates this view, as SwiftUI's `rotationEffect(_:anchor:)`; not drawn.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    StyleModifier(content: self)
  }

  /// Scales this view, as SwiftUI's `scaleEffect(_:anchor:)`; not drawn.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    StyleModifier(content: self)
  }

  /// Scales this view on each axis, as SwiftUI's `scaleEffect(x:y:anchor:)`; not drawn.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Moves this view by `x` and `y` points, as SwiftUI's `offset(x:y:)`; not drawn.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    StyleModifier(content: self)
  }

  /// Moves this view by `offset`, as SwiftUI's `offset(_:)`; not drawn.
  public func offset(_ offset: CGSize) -> some View {
    StyleModifier(content: self)
  }

  /// Centres this view at `x`, `y` in its parent, as SwiftUI's `position(x:y:)`; not drawn.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    StyleModifier(content: self)
  }

  /// Centres this view at `position` in its parent, as SwiftUI's `position(_:)`; not drawn.
  public func position(_ position: CGPoint) -> some View {
    StyleModifier(content: self)
  }

  /// Orders this view among overlapping siblings, as SwiftUI's `zIndex(_:)`; not drawn (a
  /// `ZStack` is drawn in its order).
  public func zIndex(_ value: Double) -> some View {
    StyleModifier(content: self)
  }

  /// Blurs this view, as SwiftUI's `blur(radius:opaque:)`; not drawn.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    StyleModifier(content: self)
  }

  /// Turns this view in three dimensions, as SwiftUI's `rotation3DEffect(_:axis:)`; not drawn.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center
  ) -> some View {
    StyleModifier(content: self)
  }

  /// Animates this view between its places in `namespace` under `id`, as SwiftUI's
  /// `matchedGeometryEffect(id:in:anchor:isSource:)`; not drawn.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    StyleModifier(content: self)
  }

  /// Puts `overlay` over this view, as SwiftUI's `overlay(_:alignment:)`; drawn after it.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    OverlayModifier(content: self, overlay: overlay)
  }

  /// Puts the views `content` builds over this one, aligned, as SwiftUI's
  /// `overlay(alignment:content:)`; drawn after it.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
  ) -> some View {
    OverlayModifier(content: self, overlay: content())
  }
}

/// A space of ids that `matchedGeometryEffect` pairs views in, as SwiftUI's `@Namespace`; its id
/// lasts as long as the view that declares it.
@MainActor
@propertyWrapper
public struct Namespace: DynamicProperty {
  /// One namespace's identity.
  public struct ID: Hashable, Sendable {
    let value: UUID
  }

  @State private var id = ID(value: UUID())

  /// Creates a namespace for the view that declares it.
  public init() {}

  /// The namespace's identity.
  public var wrappedValue: ID { id }
}

extension Binding {
  /// This binding, its changes animated, as SwiftUI's `animation(_:)`; the terminal renderer
  /// draws the end state at once.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

/// Draws its overlay after its content.
struct OverlayModifier<Content: View, Overlay: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content
  let overlay: Overlay

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    context.graph.reconcileChild(content, of: node, at: 0, context)
      + context.graph.reconcileChild(overlay, of: node, at: 1, context)
  }
}
