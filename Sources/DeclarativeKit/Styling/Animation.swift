import Foundation
import ViewKit

/// How a change is animated, as SwiftUI's `Animation`; the terminal renderer shows each change
/// at once, so an animation is accepted and kept by name only.
public struct Animation: Hashable, Sendable {
  let name: String

  /// The platform's usual animation.
  public static let `default` = Animation(name: "default")
  /// Starting slowly.
  public static let easeIn = Animation(name: "easeIn")
  /// Ending slowly.
  public static let easeOut = Animation(name: "easeOut")
  /// Starting and ending slowly.
  public static let easeInOut = Animation(name: "easeInOut")
  /// At one speed.
  public static let linear = Animation(name: "linear")
  /// A spring.
  public static let spring = Animation(name: "spring")
  /// A bouncy spring.
  public static let bouncy = Animation(name: "bouncy")
  /// A smooth spring.
  public static let smooth = Animation(name: "smooth")

  /// Starting slowly, lasting `duration` seconds.
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(name: "easeIn \(duration)")
  }

  /// Ending slowly, lasting `duration` seconds.
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(name: "easeOut \(duration)")
  }

  /// Starting and ending slowly, lasting `duration` seconds.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(name: "easeInOut \(duration)")
  }

  /// At one speed, lasting `duration` seconds.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(name: "linear \(duration)")
  }

  /// A spring of a response and damping.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(name: "spring \(response) \(dampingFraction)")
  }

  /// This animation, started after `delay` seconds.
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(name: "\(name) delay \(delay)")
  }

  /// This animation, `speed` times faster.
  public func speed(_ speed: Double) -> Animation {
    Animation(name: "\(name) speed \(speed)")
  }
}

/// Runs `body` and returns its result, as SwiftUI's `withAnimation(_:_:)`: its changes are
/// shown at once, unanimated.
@MainActor
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  try body()
}

/// How a view comes and goes, as SwiftUI's `AnyTransition`; accepted and not drawn.
public struct AnyTransition: Sendable {
  let name: String

  /// Fading.
  public static let opacity = AnyTransition(name: "opacity")
  /// Sliding in from the leading edge and out to the trailing one.
  public static let slide = AnyTransition(name: "slide")
  /// Growing and shrinking.
  public static let scale = AnyTransition(name: "scale")
  /// No transition.
  public static let identity = AnyTransition(name: "identity")

  /// Moving in from and out to `edge`.
  public static func move(edge: Edge) -> AnyTransition {
    AnyTransition(name: "move \(edge)")
  }

  /// One transition to come and another to go.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition(name: "asymmetric \(insertion.name) \(removal.name)")
  }

  /// This transition together with `other`.
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(name: "\(name) \(other.name)")
  }
}

extension View {
  /// Animates the changes of this view when `value` changes, as SwiftUI's
  /// `animation(_:value:)`; shown at once.
  public func animation<Value: Equatable>(_ animation: Animation?, value: Value) -> some View {
    StyleModifier(content: self)
  }

  /// Sets how this view comes and goes, as SwiftUI's `transition(_:)`; shown at once.
  public func transition(_ transition: AnyTransition) -> some View {
    StyleModifier(content: self)
  }
}
