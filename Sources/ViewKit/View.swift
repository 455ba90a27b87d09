/// A rectangle-free view: a node in the screen tree with ordered subviews.
///
/// Plain `View`s are containers; the renderer draws their visible subviews in order.
@MainActor
open class View {
  /// The name the driver and tests use to find this view, such as `settings.name`.
  public var identifier: String?
  /// What VoiceOver reads for this view, as UIKit's `accessibilityLabel`; the driver also finds
  /// a view by it, after identifiers and titles.
  public var accessibilityLabel: String?
  /// What VoiceOver reads after a pause, as UIKit's `accessibilityHint`: what acting does.
  public var accessibilityHint: String?
  /// A hidden view, and everything inside it, is neither drawn nor reachable by the driver.
  public var isHidden: Bool = false
  /// When `false`, the driver refuses to act on this view and everything inside it, as UIKit
  /// ignores touches; a screen's root view set to `false` also blocks its bar and back buttons.
  public var isUserInteractionEnabled: Bool = true
  /// The menu a long press shows, as UIKit's `addInteraction(_:)` of a
  /// `UIContextMenuInteraction`; the driver opens it with `contextMenu(_:action:)`.
  public var contextMenuInteraction: ContextMenuInteraction?
  /// The field the keyboard types into, kept by the root of a hierarchy (its screen's view).
  weak var firstResponderField: TextField?
  /// The child views, in the order they appear on screen.
  public private(set) var subviews: [View] = []
  /// The view that contains this one, if any.
  public private(set) weak var superview: View?

  /// Creates an empty view, optionally with an identifier.
  public init(identifier: String? = nil) {
    self.identifier = identifier
  }

  /// Appends a view at the end of this view's subviews, moving it from its old superview.
  public func addSubview(_ view: View) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Detaches this view from its superview.
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Whether this view or any of its ancestors is hidden.
  public var isHiddenInHierarchy: Bool {
    var current: View? = self
    while let view = current {
      if view.isHidden { return true }
      current = view.superview
    }
    return false
  }

  /// Whether this view and all its ancestors accept user input.
  public var isUserInteractionEnabledInHierarchy: Bool {
    var current: View? = self
    while let view = current {
      if !view.isUserInteractionEnabled { return false }
      current = view.superview
    }
    return true
  }

  /// This view and all its descendants, depth first, in screen order.
  public var allViews: [View] {
    [self] + subviews.flatMap(\.allViews)
  }

  /// The first view in this subtree with the given identifier.
  public func viewWithIdentifier(_ identifier: String) -> View? {
    allViews.first { $0.identifier == identifier }
  }
}
