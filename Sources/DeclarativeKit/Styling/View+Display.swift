import Foundation
import ViewKit

/// How two layers' colors combine, as SwiftUI's `BlendMode`; kept, not drawn.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop
  case destinationOver, destinationOut, plusDarker, plusLighter
}

/// Whether a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`.
public struct ScrollBounceBehavior: Hashable, Sendable {
  let name: String

  /// The platform's choice.
  public static let automatic = ScrollBounceBehavior(name: "automatic")
  /// Always bounces.
  public static let always = ScrollBounceBehavior(name: "always")
  /// Bounces only when the content is larger than the view.
  public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// The size of the text the user chose, as SwiftUI's `DynamicTypeSize`; the terminal draws one
/// size.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}

/// Regions a view may extend into, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The regions' bits.
  public let rawValue: UInt8

  /// Regions of `rawValue`'s bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The device's edges.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard's.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Both.
  public static let all = SafeAreaRegions(rawValue: 3)
}

/// Display modifiers that change how a view looks, never what it says or does: accepted and
/// not drawn, by the same rule as the geometry and effect modifiers.
extension View {
  /// Lets this view extend under the screen's edges, as SwiftUI's `ignoresSafeArea(_:edges:)`.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Lets this view extend under the screen's edges, as SwiftUI's older `edgesIgnoringSafeArea(_:)`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    StyleModifier(content: self)
  }

  /// Asks for a light or dark appearance, as SwiftUI's `preferredColorScheme(_:)`.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    StyleModifier(content: self)
  }

  /// Clips this view to its frame, as SwiftUI's `clipped(antialiased:)`.
  public func clipped(antialiased: Bool = false) -> some View {
    StyleModifier(content: self)
  }

  /// Combines this view's colors with what is behind it, as SwiftUI's `blendMode(_:)`.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    StyleModifier(content: self)
  }

  /// Draws this view offscreen before showing it, as SwiftUI's `drawingGroup(opaque:colorMode:)`.
  public func drawingGroup(opaque: Bool = false) -> some View {
    StyleModifier(content: self)
  }

  /// Composites this view as one layer, as SwiftUI's `compositingGroup()`.
  public func compositingGroup() -> some View {
    StyleModifier(content: self)
  }

  /// Sets whether scroll views bounce, as SwiftUI's `scrollBounceBehavior(_:axes:)`.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Sets the text size, as SwiftUI's `dynamicTypeSize(_:)`.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    StyleModifier(content: self)
  }

  /// Limits the text sizes, as SwiftUI's `dynamicTypeSize(_:)` with a range.
  public func dynamicTypeSize<R: RangeExpression>(_ range: R) -> some View
  where R.Bound == DynamicTypeSize {
    StyleModifier(content: self)
  }

  /// Makes this view's colors brighter, as SwiftUI's `brightness(_:)`.
  public func brightness(_ amount: Double) -> some View {
    StyleModifier(content: self)
  }

  /// Changes this view's contrast, as SwiftUI's `contrast(_:)`.
  public func contrast(_ amount: Double) -> some View {
    StyleModifier(content: self)
  }

  /// Changes this view's saturation, as SwiftUI's `saturation(_:)`.
  public func saturation(_ amount: Double) -> some View {
    StyleModifier(content: self)
  }

  /// Draws this view in grey, as SwiftUI's `grayscale(_:)`.
  public func grayscale(_ amount: Double) -> some View {
    StyleModifier(content: self)
  }

  /// Turns this view's hues, as SwiftUI's `hueRotation(_:)`.
  public func hueRotation(_ angle: Angle) -> some View {
    StyleModifier(content: self)
  }
}

extension Animation {
  /// A spring that settles in `duration` seconds with `bounce`, as SwiftUI's
  /// `spring(duration:bounce:blendDuration:)`.
  public static func spring(duration: TimeInterval, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation(name: "spring duration \(duration) bounce \(bounce)")
  }

  /// A bouncy spring, as SwiftUI's `bouncy(duration:extraBounce:)`.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "bouncy \(duration) \(extraBounce)")
  }

  /// A smooth spring, as SwiftUI's `smooth(duration:extraBounce:)`.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "smooth \(duration) \(extraBounce)")
  }

  /// A quick spring, as SwiftUI's `snappy`.
  public static let snappy = Animation(name: "snappy")

  /// A quick spring, as SwiftUI's `snappy(duration:extraBounce:)`.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation(name: "snappy \(duration) \(extraBounce)")
  }

  /// A spring of `stiffness` and `damping`, as SwiftUI's `interpolatingSpring(stiffness:damping:)`.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation(name: "interpolatingSpring \(stiffness) \(damping)")
  }

  /// A quick spring for interactive changes, as SwiftUI's `interactiveSpring(response:dampingFraction:blendDuration:)`.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    Animation(name: "interactiveSpring \(response) \(dampingFraction)")
  }

  /// This animation repeated forever, as SwiftUI's `repeatForever(autoreverses:)`.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(name: "\(name) repeatForever")
  }

  /// This animation repeated `count` times, as SwiftUI's `repeatCount(_:autoreverses:)`.
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
    Animation(name: "\(name) repeat \(count)")
  }
}

extension AnyTransition {
  /// A transition between a view modifier's two states, as SwiftUI's
  /// `modifier(active:identity:)`.
  public static func modifier<Modifier: ViewModifier>(active: Modifier, identity: Modifier)
    -> AnyTransition
  {
    AnyTransition(name: "modifier \(Modifier.self)")
  }
}
