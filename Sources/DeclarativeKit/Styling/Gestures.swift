import Foundation
import ViewKit

/// A gesture, as SwiftUI's `Gesture`: accepted, and never fires in a terminal.
///
/// A terminal has no pointer: a drag, a long press, a pinch or a rotation never happens, so every
/// gesture follows one rule (a tap is what a terminal can do: `Button`,
/// `onTapGesture(count:perform:)`).
@MainActor
@preconcurrency
public protocol Gesture<Value> {
  /// What the gesture reports as it changes and when it ends.
  associatedtype Value
  /// The gesture this one is made of; `Never` for the primitive gestures.
  associatedtype Body: Gesture
  /// The gesture this one is made of.
  var body: Body { get }
}

extension Never: Gesture {
  /// Never has a value.
  public typealias Value = Never
}

/// A primitive gesture: its body is never asked for.
@MainActor
protocol PrimitiveGesture: Gesture where Body == Never {}

extension PrimitiveGesture {
  /// A primitive gesture has no body.
  public var body: Never { fatalError("a primitive gesture has no body") }
}

/// Where a gesture's locations are measured from, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  /// The window's.
  case global
  /// The view's own.
  case local
  /// A named ancestor's.
  case named(AnyHashable)
}

/// A drag, as SwiftUI's `DragGesture`; never fires in a terminal.
public struct DragGesture: PrimitiveGesture {
  /// Where a drag is.
  public struct Value: Equatable, Sendable {
    /// When this value was reported.
    public var time: Date
    /// Where the pointer is.
    public var location: CGPoint
    /// Where the drag started.
    public var startLocation: CGPoint
    /// How far the pointer moved.
    public var translation: CGSize
    /// How fast the pointer moves.
    public var velocity: CGSize
    /// Where the drag would stop if the pointer let go now.
    public var predictedEndLocation: CGPoint
    /// How far the drag would go if the pointer let go now.
    public var predictedEndTranslation: CGSize
  }

  /// A drag that starts after `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A long press, as SwiftUI's `LongPressGesture`; never fires in a terminal.
public struct LongPressGesture: PrimitiveGesture {
  /// Whether the press lasted.
  public typealias Value = Bool

  /// A press held `minimumDuration` seconds without moving `maximumDistance` points.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A pinch, as SwiftUI's `MagnifyGesture`; never fires in a terminal.
public struct MagnifyGesture: PrimitiveGesture {
  /// How far a pinch went.
  public struct Value: Equatable, Sendable {
    /// The scale from the start of the pinch.
    public var magnification: CGFloat
    /// Where the fingers' centre started.
    public var startLocation: CGPoint
  }

  /// A pinch that starts after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A pinch, as SwiftUI's older `MagnificationGesture`; never fires in a terminal.
public struct MagnificationGesture: PrimitiveGesture {
  /// The scale from the start of the pinch.
  public typealias Value = CGFloat

  /// A pinch that starts after `minimumScaleDelta`.
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A two-finger turn, as SwiftUI's `RotateGesture`; never fires in a terminal.
public struct RotateGesture: PrimitiveGesture {
  /// How far a turn went.
  public struct Value: Equatable, Sendable {
    /// The angle from the start of the turn.
    public var rotation: Angle
  }

  /// A turn that starts after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A two-finger turn, as SwiftUI's older `RotationGesture`; never fires in a terminal.
public struct RotationGesture: PrimitiveGesture {
  /// The angle from the start of the turn.
  public typealias Value = Angle

  /// A turn that starts after `minimumAngleDelta`.
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// A tap as a gesture value, as SwiftUI's `TapGesture`; as a gesture it never fires in a
/// terminal: `onTapGesture(count:perform:)` is the tap the driver can make.
public struct TapGesture: PrimitiveGesture {
  /// A tap reports nothing.
  public typealias Value = Void

  /// A gesture of `count` taps.
  public init(count: Int = 1) {}
}

/// A gesture with actions or a state attached, or two gestures combined.
public struct ModifiedGesture<Value>: PrimitiveGesture {}

extension Gesture {
  /// Runs `action` as the gesture changes, as SwiftUI's `onChanged(_:)`.
  public func onChanged(_ action: @escaping (Value) -> Void) -> ModifiedGesture<Value> {
    ModifiedGesture()
  }

  /// Runs `action` when the gesture ends, as SwiftUI's `onEnded(_:)`.
  public func onEnded(_ action: @escaping (Value) -> Void) -> ModifiedGesture<Value> {
    ModifiedGesture()
  }

  /// Updates `state` as the gesture changes, as SwiftUI's `updating(_:body:)`; the state goes
  /// back to its first value when the gesture ends.
  public func updating<State>(
    _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
  ) -> ModifiedGesture<Value> {
    ModifiedGesture()
  }

  /// This gesture and `other` recognised together, as SwiftUI's `simultaneously(with:)`.
  public func simultaneously<Other: Gesture>(with other: Other) -> ModifiedGesture<
    (first: Value?, second: Other.Value?)
  > {
    ModifiedGesture()
  }

  /// This gesture, then `other`, as SwiftUI's `sequenced(before:)`.
  public func sequenced<Other: Gesture>(before other: Other) -> ModifiedGesture<Value> {
    ModifiedGesture()
  }

  /// This gesture, or `other` if this one fails, as SwiftUI's `exclusively(before:)`.
  public func exclusively<Other: Gesture>(before other: Other) -> ModifiedGesture<Value> {
    ModifiedGesture()
  }
}

/// The context of a change, as SwiftUI's `Transaction`: its animation, shown at once here.
public struct Transaction: Sendable {
  /// The animation of the change.
  public var animation: Animation?

  /// A transaction with `animation`.
  public init(animation: Animation? = nil) {
    self.animation = animation
  }
}

/// A value a gesture updates while it lasts, as SwiftUI's `GestureState`: back to its first
/// value when the gesture ends (in a terminal, it always holds its first value).
@MainActor
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  @State private var value: Value

  /// A gesture state starting at `wrappedValue`.
  public init(wrappedValue: Value) {
    _value = State(wrappedValue: wrappedValue)
  }

  /// A gesture state starting at `initialValue`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// The current value.
  public var wrappedValue: Value { value }

  /// The state itself, for `updating(_:body:)`.
  public var projectedValue: GestureState<Value> { self }
}

/// Which gestures of a view and of its content are recognised, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
  /// The mask's bits.
  public let rawValue: UInt8

  /// A mask of `rawValue`'s bits.
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// None.
  public static let none = GestureMask([])
  /// The view's gesture.
  public static let gesture = GestureMask(rawValue: 1)
  /// Its content's gestures.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all = GestureMask(rawValue: 3)
}

extension View {
  /// Attaches `gesture`, as SwiftUI's `gesture(_:including:)`; accepted, never fires.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    StyleModifier(content: self)
  }

  /// Attaches `gesture` alongside the content's, as SwiftUI's `simultaneousGesture(_:including:)`.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Attaches `gesture` before the content's, as SwiftUI's `highPriorityGesture(_:including:)`.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    StyleModifier(content: self)
  }

  /// Runs `action` on a long press, as SwiftUI's `onLongPressGesture(minimumDuration:perform:)`;
  /// never fires in a terminal.
  public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping () -> Void
  ) -> some View {
    StyleModifier(content: self)
  }
}
