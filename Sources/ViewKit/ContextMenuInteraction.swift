/// The menu a long press on a view shows, as UIKit's `UIContextMenuInteraction`; its actions
/// are made when the menu opens, as its delegate's configuration is.
@MainActor
public final class ContextMenuInteraction {
  /// Makes the menu's actions when the menu opens.
  public var actionProvider: @MainActor () -> [ContextualAction]

  /// Creates a menu whose actions `actionProvider` makes.
  public init(actionProvider: @escaping @MainActor () -> [ContextualAction]) {
    self.actionProvider = actionProvider
  }
}
