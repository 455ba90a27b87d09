/// The top of the screen tree: shows a root controller and tracks the work its screens start.
@MainActor
public final class Window {
  /// The controller filling the window, usually a `NavigationController`.
  public let rootViewController: ViewController
  /// The tracker behind `ViewController.run(_:)` for every screen in this window.
  public let workTracker = WorkTracker()
  /// The lines the screen may take, or nil (the default) for as many as it needs.
  ///
  /// Each table of the top screen gets the lines the rest of the screen leaves (`layout()`), so
  /// it asks its data source only for the rows it shows. Setting it back to nil unbounds the top
  /// screen's tables.
  public var height: Int? {
    didSet {
      guard height != oldValue else { return }
      if height == nil { for table in topTables { table.viewportHeight = nil } }
      layout()
    }
  }

  /// The fewest lines a table gets, however little room the rest of the screen leaves.
  public static let minimumTableHeight = 3
  /// The most passes `layoutIfNeeded()` makes before it reports an update cycle and stops.
  public static let maximumUpdatePasses = 100
  /// Every problem a screen in this window reported at run time, oldest first.
  public private(set) var runtimeIssues: [String] = []
  /// Called with each runtime issue as it is reported, such as a test's or the app's log.
  public var onRuntimeIssue: (@MainActor (String) -> Void)?

  /// Shows `rootViewController`: loads its view and calls `viewWillAppear`.
  public init(rootViewController: ViewController) {
    self.rootViewController = rootViewController
    rootViewController.hostWindow = self
    rootViewController.loadViewIfNeeded()
    rootViewController.viewWillAppear()
  }

  /// The root's navigation controller, if the root is one.
  public var navigationController: NavigationController? {
    rootViewController as? NavigationController
  }

  /// The screen the user sees: the top of the navigation stack, or the root; while a screen is
  /// presented, the top of the screen presented last.
  public var topViewController: ViewController {
    let shown = shownController
    return (shown as? NavigationController)?.topViewController ?? shown
  }

  /// The controller filling the screen: the root, or the screen presented last over it.
  var shownController: ViewController {
    var shown = rootViewController
    while let presented = shown.presentedStorage { shown = presented }
    return shown
  }

  /// The presented screen the user sees, if a screen is presented.
  var shownPresentation: ViewController? {
    let shown = shownController
    return shown === rootViewController ? nil : shown
  }

  /// The navigation controller whose bar is drawn: the shown controller, if it is one with its
  /// bar shown.
  var shownNavigationController: NavigationController? {
    guard let navigation = shownController as? NavigationController,
      !navigation.isNavigationBarHidden
    else { return nil }
    return navigation
  }

  /// The visible screen and, if different, the navigation controller around it.
  var visibleControllers: [ViewController] {
    let top = topViewController
    let shown = shownController
    return top === shown ? [top] : [top, shown]
  }

  /// The alert on top of the screen, if any.
  public var presentedAlert: AlertController? {
    visibleControllers.lazy.compactMap(\.presentedAlert).first
  }

  /// The controller that presented the visible alert.
  var alertPresenter: ViewController? {
    visibleControllers.first { $0.presentedAlert != nil }
  }

  /// Whether a loading overlay covers the screen.
  public var isLoading: Bool {
    visibleControllers.contains { $0.isLoading }
  }

  /// Waits until no work started by the screens in this window is pending, then lays the top
  /// screen out, as a phone draws the screen after an event.
  ///
  /// Dirty screens are updated (`layoutIfNeeded()`) before the wait and after each task ends, so
  /// a change that removes a view cancels its pending task (or restarts a `task(id:)` whose id
  /// changed) before anything waits for it; the wait goes on while an update started more work.
  public func waitUntilIdle() async {
    while true {
      layoutIfNeeded()
      if await workTracker.waitForOldest() { continue }
      let local = allControllers.filter(\.hasLocalWork)
      guard !local.isEmpty else { break }
      for controller in local { await controller.drainLocalWork() }
    }
    layout()
  }

  /// Runs `updateProperties()` of every screen that needs it, root first, until none does.
  ///
  /// An update can mark a screen again (a declarative screen whose `onChange` changes what it
  /// reads): the passes repeat, and after `maximumUpdatePasses` the screens still marked are
  /// reported as an update cycle and unmarked, so a cycle never hangs the app. Runs whatever the
  /// window's height; the renderer and the driver's readers call it first.
  public func layoutIfNeeded() {
    for _ in 0..<Self.maximumUpdatePasses {
      let dirty = allControllers.filter { $0.needsUpdateProperties && $0.isViewLoaded }
      guard !dirty.isEmpty else { return }
      for controller in dirty { controller.updatePropertiesIfNeeded() }
    }
    let cycling = allControllers.filter { $0.needsUpdateProperties && $0.isViewLoaded }
    guard !cycling.isEmpty else { return }
    for controller in cycling {
      controller.needsUpdateProperties = false
      controller.reportRuntimeIssue(
        "Update cycle: \(controller.runtimeName) still changed what it shows after "
          + "\(Self.maximumUpdatePasses) layout passes; its updates stopped")
    }
  }

  /// Records a problem a screen found at run time and tells `onRuntimeIssue`.
  public func reportRuntimeIssue(_ message: String) {
    runtimeIssues.append(message)
    onRuntimeIssue?(message)
  }

  /// Gives the top screen's tables their lines: what the other views leave of `height`.
  ///
  /// The lines left (the navigation bar counted) are shared between the shown tables, at least
  /// `minimumTableHeight` each. Called when a screen appears and after each driver action;
  /// without a height it does nothing.
  public func layout() {
    guard let height else { return }
    let tables = topTables
    guard !tables.isEmpty else { return }
    let top = topViewController
    // The bar and its rule, and a presented screen's top edge.
    let bar = (shownNavigationController == nil ? 0 : 2) + (shownPresentation == nil ? 0 : 1)
    let others = Renderer.lines(
      for: top.view, width: 60, handles: RenderHandles(), drawsTables: false
    ).count
    let shown = max(tables.filter { !$0.isHiddenInHierarchy }.count, 1)
    let share = max((height - bar - others) / shown, Self.minimumTableHeight)
    for table in tables {
      table.viewportHeight = share
      // Laid out means loaded, as UIKit loads a table at its first layout.
      table.loadIfNeeded()
    }
  }

  private var topTables: [TableView] {
    topViewController.view.allViews.compactMap { $0 as? TableView }
  }

  /// Every screen in the window, presenters before the screens they present.
  private var allControllers: [ViewController] {
    var all: [ViewController] = []
    var level: ViewController? = rootViewController
    while let current = level {
      all.append(current)
      all += (current as? NavigationController)?.viewControllers ?? []
      level = current.presentedStorage
    }
    return all
  }
}
