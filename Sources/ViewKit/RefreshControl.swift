/// What a pull down on a table starts, as UIKit's `UIRefreshControl`: the driver's
/// `pullToRefresh(_:)` begins refreshing, runs `action` and awaits it.
@MainActor
public final class RefreshControl {
  /// Whether a refresh is under way, between `beginRefreshing()` and `endRefreshing()`.
  public private(set) var isRefreshing = false
  /// The work a pull starts (the `.valueChanged` target's); the driver awaits it.
  public var action: (@MainActor () async -> Void)?

  /// Creates a refresh control running `action` when pulled.
  public init(action: (@MainActor () async -> Void)? = nil) {
    self.action = action
  }

  /// Shows the control as refreshing.
  public func beginRefreshing() {
    isRefreshing = true
  }

  /// Shows the control as done, as a screen does once its data has come.
  public func endRefreshing() {
    isRefreshing = false
  }
}
