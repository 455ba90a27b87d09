import ViewKit

/// Refreshes what a view shows, as SwiftUI's `RefreshAction`: call it as `await refresh()`.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh and returns when it has ended.
  public func callAsFunction() async {
    await action()
  }
}

private struct RefreshKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// What a pull down on a list inside runs, as SwiftUI's `refresh`; nil where no view around
  /// is `refreshable`.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }
}

extension View {
  /// Lets the user pull a list inside down to run `action`, as SwiftUI's
  /// `refreshable(action:)`: the list's table gets a refresh control, which the driver pulls
  /// with `pullToRefresh(_:)` and whose action it awaits.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environment(\.refresh, RefreshAction(action: action))
  }
}

extension ViewKit.TableView {
  /// Gives the table a refresh control running `refresh`, or takes it away.
  func showRefreshControl(for refresh: RefreshAction?) {
    guard let refresh else {
      refreshControl = nil
      return
    }
    let control = refreshControl ?? RefreshControl()
    control.action = { await refresh() }
    refreshControl = control
  }
}
