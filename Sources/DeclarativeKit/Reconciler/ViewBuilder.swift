import ViewKit

/// Builds views from the statements of a closure, as SwiftUI's `ViewBuilder`: blocks of any
/// length (parameter packs), `if`/`else`, `if` without `else`, and `if #available`.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// Passes a view through.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// An empty block shows nothing.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// A block of one view is that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// A block of several views, each keeping its position as its identity.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// An `if` without `else`: the view, or nothing.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The `if` branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The `else` branch of an `if`/`else`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// The content of an `if #available` branch.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// The views of a builder block, as SwiftUI's `TupleView`.
public struct TupleView<each Content: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  /// The views, in order.
  public let value: (repeat each Content)

  /// Creates a block from its views.
  public init(_ value: repeat each Content) {
    self.value = (repeat each value)
  }

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    var widgets: [ViewKit.View] = []
    var index = 0
    for child in repeat each value {
      widgets += context.graph.reconcileChild(child, of: node, at: index, context)
      index += 1
    }
    return widgets
  }
}

/// One branch of an `if`/`else`, as SwiftUI's `_ConditionalContent`: each branch is a different
/// identity, so switching branches drops the other branch's state.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never

  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    switch storage {
    case .trueContent(let content):
      node.removeChild(at: 1)
      return context.graph.reconcileChild(content, of: node, at: 0, context)
    case .falseContent(let content):
      node.removeChild(at: 0)
      return context.graph.reconcileChild(content, of: node, at: 1, context)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// A primitive view: no body.
  public typealias Body = Never
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    guard let content = self else {
      node.removeChild(at: 0)
      return []
    }
    return context.graph.reconcileChild(content, of: node, at: 0, context)
  }
}
