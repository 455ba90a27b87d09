/// What a view controller shows in the navigation bar while it is on top.
@MainActor
public final class NavigationItem {
  /// Shown on the left; when set it replaces the back button, as in UIKit.
  public var leftBarButtonItem: BarButtonItem?
  /// Shown on the right.
  public var rightBarButtonItem: BarButtonItem?
  /// Hides the automatic "Back" button of a pushed screen.
  public var hidesBackButton: Bool = false

  /// Creates an empty navigation item.
  public init() {}
}
