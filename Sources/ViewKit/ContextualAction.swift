import Foundation

/// An action a row offers when swiped, as UIKit's `UIContextualAction`.
@MainActor
public final class ContextualAction {
  /// How an action is meant, as UIKit's `UIContextualAction.Style`.
  public enum Style: Sendable {
    /// An ordinary action.
    case normal
    /// Destroys something, such as "Delete".
    case destructive
  }

  /// The action's meaning.
  public let style: Style
  /// The title shown on the action; the driver taps the action by it.
  public let title: String
  /// The work a tap starts; the driver awaits it.
  public let handler: @MainActor () async -> Void

  /// Creates an action.
  public init(style: Style, title: String, handler: @escaping @MainActor () async -> Void) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}

/// The actions a swipe on one edge of a row shows, as UIKit's `UISwipeActionsConfiguration`.
@MainActor
public final class SwipeActionsConfiguration {
  /// The actions, the first nearest the edge swiped from.
  public let actions: [ContextualAction]
  /// Whether a full swipe runs the first action.
  public var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of `actions`.
  public init(actions: [ContextualAction]) {
    self.actions = actions
  }
}

extension TableViewDelegate {
  /// No actions on a swipe from the leading edge unless the delegate gives some.
  public func tableView(
    _ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }

  /// No actions on a swipe from the trailing edge unless the delegate gives some (the data
  /// source's Delete stays reachable through `Driver.deleteRow`).
  public func tableView(
    _ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> SwipeActionsConfiguration? { nil }
}
