import ViewKit

/// A piece of user interface described as a value, as SwiftUI's `View`.
///
/// A host evaluates `body` inside `withObservationTracking` whenever the host needs an update;
/// primitives (`Text`, `Button`, `VStack`…) have no body: the host turns them into ViewKit
/// widgets, once, and updates those widgets in place afterwards.
@MainActor
public protocol View {
  /// The type of view this view's body is made of.
  associatedtype Body: View
  /// The content of this view, evaluated by its host on each pass that needs it.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Never has no body: it stands for a primitive view's.
  public typealias Body = Never
}

extension View where Body == Never {
  /// A primitive has no body: its host never asks for it.
  public var body: Never {
    preconditionFailure("\(Self.self) is a primitive view: its host builds widgets, not a body")
  }
}

/// A view the host turns into widgets itself rather than through a `body`.
@MainActor
protocol PrimitiveView {
  /// The widgets of this view, made once in `node` and updated in place on later passes.
  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View]
}

extension PrimitiveView {
  /// The widgets of `view`, a value of this type, read in place: casting it to
  /// `any PrimitiveView` instead would copy it, and the whole tree it holds, into a box.
  static func makeWidgets<V>(of view: V, in node: Node, _ context: Context) -> [ViewKit.View] {
    withUnsafePointer(to: view) { pointer in
      pointer.withMemoryRebound(to: Self.self, capacity: 1) {
        $0.pointee.makeWidgets(in: node, context)
      }
    }
  }
}

/// A view that shows nothing, as SwiftUI's `EmptyView`.
public struct EmptyView: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never

  /// Creates an empty view.
  public init() {}

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] { [] }
}

/// A view whose type is hidden, as SwiftUI's `AnyView`: a different wrapped type is a different
/// view, so its state starts again.
public struct AnyView: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let view: any View

  /// Wraps a view.
  public init<V: View>(_ view: V) {
    self.view = view
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    context.graph.reconcileChild(view, of: node, at: 0, context)
  }
}

extension AnyView: InputComparable {
  /// The same input when both wrap views of one type with the same inputs.
  func hasSameInput(as other: Any) -> Bool {
    guard let other = other as? AnyView else { return false }
    return wraps(view, as: other.view)
  }

  private func wraps<V: View>(_ mine: V, as other: any View) -> Bool {
    guard let other = other as? V else { return false }
    return Inputs.areEqual(mine, other)
  }
}
