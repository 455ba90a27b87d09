import ViewKit

/// A modifier made of views, as SwiftUI's `ViewModifier`: its `body` wraps the content it is
/// applied to.
///
/// A modifier is a view of its own in the tree: its `@State` lives with its place (the view it
/// modifies), its body is evaluated in its own observation scope and again only when it read
/// something that changed or it was given other inputs, as a view's.
@MainActor
public protocol ViewModifier {
  /// The type of view this modifier's body is made of.
  associatedtype Body: View
  /// The view this modifier is applied to, as it stands in the body.
  typealias Content = _ViewModifier_Content<Self>
  /// The content, wrapped.
  @ViewBuilder func body(content: Content) -> Body
}

extension View {
  /// Applies `modifier` to this view, as SwiftUI's `modifier(_:)`.
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<
    Self, Modifier
  > {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  /// The view modified.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// Applies `modifier` to `content`.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// Evaluates the modifier's body in a node of its own (its state's), its content standing
  /// where the body puts it.
  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    let box = node.coordinator as? ModifierContentBox ?? ModifierContentBox()
    node.coordinator = box
    box.content = content
    box.owner = context.ownerNode
    box.generation = context.generation
    box.isReplay = context.isReplay
    let graph = context.graph
    let modifierNode = node.child(at: 0, for: Modifier.self)
    let modifier = modifier
    let content = _ViewModifier_Content<Modifier>(box: box)
    // The content is no input of the modifier's: it is known unchanged only when the view
    // declaring it was not evaluated again.
    return graph.reconcileBody(of: modifier, in: modifierNode, context, canSkip: context.isReplay) {
      modifier.body(content: content)
    }
  }
}

/// The content a ``ViewModifier``'s body wraps, as SwiftUI's `_ViewModifier_Content`.
///
/// It reads the current content from its modifier's node at each pass, so a modifier's body
/// that need not be evaluated again still shows content its parent changed.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
  /// A primitive view: no body.
  public typealias Body = Never
  let box: ModifierContentBox

  func makeWidgets(in node: Node, _ context: Context) -> [ViewKit.View] {
    guard let content = box.content, let owner = box.owner else { return [] }
    // The content belongs to the view that declared it: its inputs are compared (or replayed)
    // as that view's pass says; the environment is the modifier's.
    var inner = context
    inner.ownerNode = owner
    inner.generation = box.generation
    inner.isReplay = box.isReplay
    func reconcile<V: View>(_ view: V) -> [ViewKit.View] {
      context.graph.reconcileChild(view, of: node, at: 0, inner)
    }
    return reconcile(content)
  }
}

/// The content of a modified view as the last pass gave it, kept in the modifier's node.
@MainActor
final class ModifierContentBox {
  var content: (any View)?
  @Linked var owner: Node?
  var generation = 0
  var isReplay = false
}

extension ModifiedContent: RowsModifier {
  var modifiedContent: any View { content }

  func modifying(_ row: any View) -> any View {
    func wrap<Row: View>(_ row: Row) -> any View {
      ModifiedContent<Row, Modifier>(content: row, modifier: modifier)
    }
    return wrap(row)
  }
}
