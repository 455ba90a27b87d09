/// A part of an app's user interface with a life cycle the system manages: a window group.
///
/// As in SwiftUI, a custom scene composes others in its `body`; the primitive scenes
/// (`WindowGroup`) have `Never` as their body.
@MainActor
@preconcurrency
public protocol Scene {
  /// The scene this one is made of.
  associatedtype Body: Scene
  /// The scenes this one is made of.
  @SceneBuilder var body: Body { get }
}

extension Never: Scene {
  /// A primitive scene has no body.
  public var body: Never { fatalError("a primitive scene has no body") }
}

/// Builds a scene from the scenes listed in an app's or a scene's `body`.
@MainActor
@resultBuilder
public enum SceneBuilder {
  /// One scene, as it is.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  /// Several scenes, in order.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> TupleScene<repeat each Content>
  {
    TupleScene(repeat each content)
  }

  /// A scene behind an availability check (`if #available`), the only `if` SwiftUI allows in
  /// a scene builder.
  public static func buildLimitedAvailability<Content: Scene>(_ content: Content)
    -> LimitedAvailabilityScene
  {
    LimitedAvailabilityScene(content: content)
  }

  /// The scene of an `if #available` whose check passed, or none.
  public static func buildOptional(_ content: LimitedAvailabilityScene?) -> LimitedAvailabilityScene
  {
    content ?? LimitedAvailabilityScene(content: nil)
  }
}

/// A scene behind an availability check: only `buildLimitedAvailability` makes one, so a plain
/// `if` does not compile in a scene builder, as in SwiftUI.
public struct LimitedAvailabilityScene: Scene {
  let content: (any Scene)?

  /// A primitive scene has no body.
  public var body: Never { fatalError("a primitive scene has no body") }
}

/// Several scenes listed one after the other.
public struct TupleScene<each Content: Scene>: Scene {
  let content: (repeat each Content)

  init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  /// A primitive scene has no body.
  public var body: Never { fatalError("a primitive scene has no body") }
}

/// A scene the kit can show: the first window's content, found through any composition.
@MainActor
protocol WindowScene {
  /// The view of the first window this scene opens, if it opens one.
  var firstWindowContent: AnyView? { get }
}

extension Scene {
  /// The view of the first window this scene opens: a window group's content, or the first
  /// one found in the scenes it is made of.
  var firstWindowContent: AnyView? {
    if let primitive = self as? any WindowScene { return primitive.firstWindowContent }
    if Body.self == Never.self { return nil }
    return body.firstWindowContent
  }
}

extension LimitedAvailabilityScene: WindowScene {
  var firstWindowContent: AnyView? { content?.firstWindowContent }
}

extension TupleScene: WindowScene {
  var firstWindowContent: AnyView? {
    for scene in repeat each content {
      if let found = scene.firstWindowContent { return found }
    }
    return nil
  }
}
