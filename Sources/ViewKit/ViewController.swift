/// Manages one screen: its view, its title and bar buttons, its alerts and its loading overlay.
@MainActor
open class ViewController {
  /// The title shown in the navigation bar while this screen is on top.
  open var title: String?
  /// The bar buttons shown while this screen is on top.
  public let navigationItem = NavigationItem()
  /// The navigation controller whose stack holds this screen, if any.
  public internal(set) weak var navigationController: NavigationController?
  /// The overlay shown by `showLoading()`.
  public let loadingView = LoadingView()
  weak var hostWindow: Window?
  /// The screen this one presented, kept by the presenter (a navigation controller for the
  /// screens on its stack, as UIKit's presentation context).
  var presentedStorage: ViewController?
  /// The screen that presented this one.
  weak var presentingStorage: ViewController?
  /// Told when this screen, presented, has been dismissed.
  public weak var presentationDelegate: (any PresentationDelegate)?
  /// Whether a user's swipe down leaves this screen presented, as UIKit's
  /// `isModalInPresentation`; `dismiss(animated:)` still closes it.
  public var isModalInPresentation = false
  private var loadedView: View?
  private var alertQueue: [AlertController] = []
  private let localWork = WorkTracker()
  /// Whether the next layout pass runs `updateProperties()`; true until it first has.
  public internal(set) var needsUpdateProperties = true
  /// What went wrong at run time in this screen (an update cycle, a missing destination…), oldest
  /// first; each is also reported to the window.
  public private(set) var runtimeIssues: [String] = []

  /// Creates a view controller; its view is loaded on first access.
  public init() {}

  /// The root view, created by `loadView()` then `viewDidLoad()` on first access.
  public var view: View {
    get {
      if let loadedView { return loadedView }
      loadView()
      let created = loadedView ?? View()
      loadedView = created
      viewDidLoad()
      return created
    }
    set { loadedView = newValue }
  }

  /// Whether the view has been created.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the view now if it has not been created yet.
  public func loadViewIfNeeded() {
    _ = view
  }

  /// Creates the root view; override to set `view` to a custom view.
  open func loadView() {
    view = View()
  }

  /// Called once, after the view was created.
  open func viewDidLoad() {}

  /// Called each time the screen is about to become the top screen.
  open func viewWillAppear() {}

  /// Called each time the screen is about to stop being the top screen.
  open func viewWillDisappear() {}

  /// Sets the screen's views from the data it shows; a layout pass calls it, tracking what it
  /// reads, and calls it again after an `@Observable` property it read has changed.
  open func updateProperties() {}

  /// Called after a layout pass has run `updateProperties()`, outside its observation tracking.
  open func viewDidLayoutSubviews() {}

  /// The window showing this screen, directly, through its navigation controller or through the
  /// screen that presented it.
  public var window: Window? {
    hostWindow ?? navigationController?.window ?? presentingStorage?.window
  }

  // MARK: - Alerts

  /// The alert shown over this screen, if any.
  public var presentedAlert: AlertController? { alertQueue.first }

  /// Shows an alert; one presented while another is up waits until that one is dismissed.
  ///
  /// The window draws the alert while this screen (or its navigation controller) is visible.
  public func present(_ alert: AlertController) {
    alertQueue.append(alert)
  }

  /// Removes the shown alert without running any action.
  public func dismissAlert() {
    guard !alertQueue.isEmpty else { return }
    alertQueue.removeFirst()
  }

  // MARK: - Loading overlay

  /// Whether the loading overlay covers the screen.
  public var isLoading: Bool { !loadingView.isHidden }

  /// Covers the screen with the loading overlay.
  public func showLoading() {
    loadingView.isHidden = false
  }

  /// Removes the loading overlay.
  public func hideLoading() {
    loadingView.isHidden = true
  }

  // MARK: - Work

  /// Starts async work that the window tracks, so the driver waits for it to finish.
  @discardableResult
  public func run(
    atOnce: Bool = false, _ work: @escaping @MainActor () async -> Void
  ) -> Task<Void, Never> {
    (window?.workTracker ?? localWork).track(atOnce: atOnce, work)
  }

  /// Waits until the work this screen started (and its window's) has finished.
  public func waitUntilIdle() async {
    await localWork.waitUntilIdle()
    await window?.waitUntilIdle()
  }

  // MARK: - Runtime issues

  /// The name runtime issues give this screen: its type, such as `HostingController<Login>`.
  open var runtimeName: String { String(describing: type(of: self)) }

  /// Records a problem found at run time, naming what caused it, here and in the window.
  public func reportRuntimeIssue(_ message: String) {
    runtimeIssues.append(message)
    window?.reportRuntimeIssue(message)
  }

  var hasLocalWork: Bool { localWork.hasPendingWork }

  func drainLocalWork() async {
    await localWork.waitUntilIdle()
  }
}
