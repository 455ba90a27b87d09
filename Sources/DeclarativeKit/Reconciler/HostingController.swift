import ViewKit

/// A ViewKit screen that shows a declarative view, as SwiftUI's `UIHostingController`.
///
/// The first pass makes the widgets, when the view loads; after that each layout pass in which
/// something a body or a widget read has changed (`updateProperties()`, tracked by Observation)
/// walks the tree again, evaluating only the bodies that must be (`ViewGraph`), and updates the
/// same widgets in place. Its views appear when it appears and disappear when it is covered or
/// popped. The title and bar buttons come from `navigationTitle(_:)` and `toolbar(content:)`.
@_spi(Hosting)
public final class HostingController<Content: View>: ViewKit.ViewController, HostingScreen {
  /// The view shown; setting it updates the screen in the next layout pass.
  public var rootView: Content {
    didSet {
      isRootViewNew = true
      setNeedsUpdateProperties()
    }
  }
  /// Whether `rootView` was set since the last pass; if not, it is the value last evaluated.
  private var isRootViewNew = true
  let graph = ViewGraph()
  /// The environment of the `NavigationStack` that pushed this screen; a new one updates it.
  var environment = EnvironmentValues() {
    didSet { if !environment.isSame(as: oldValue) { setNeedsUpdateProperties() } }
  }
  /// The path element this screen was pushed for.
  var pathElement: AnyHashable?
  /// The destination this screen was pushed for while its binding says so.
  var presentation: PushedPresentation?
  /// Closes the presentation this screen is the root of (a sheet), for `dismiss`.
  var closePresentation: (@MainActor () -> Void)?
  /// The evaluation of the view that declared the destination this screen shows.
  var destinationGeneration = 0

  /// Creates a screen showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init()
    graph.controller = self
  }

  /// Makes the widgets: the first evaluation.
  public override func viewDidLoad() {
    super.viewDidLoad()
    updatePropertiesIfNeeded()
  }

  /// The screen comes on top: its views appear.
  public override func viewWillAppear() {
    super.viewWillAppear()
    if (navigationController as? any NavigationScene)?.isPushingThrough == true { return }
    graph.hostWillAppear()
  }

  /// The screen is covered or leaves: its views disappear, their tasks cancelled.
  public override func viewWillDisappear() {
    super.viewWillDisappear()
    graph.hostWillDisappear()
  }

  /// Evaluates the root view and updates the widgets, title and bar buttons in place.
  public override func updateProperties() {
    super.updateProperties()
    graph.isSceneRoot = sceneHost != nil
    let isSameRoot = !isRootViewNew
    isRootViewNew = false
    var environment = environment
    environment.dismiss = dismissAction
    view.replaceSubviews(
      with: graph.evaluate(rootView, environment: environment, isSameRoot: isSameRoot))
    if title != graph.title { title = graph.title }
    if view.isUserInteractionEnabled == graph.ignoresInput {
      view.isUserInteractionEnabled = !graph.ignoresInput
    }
    if navigationItem.leftBarButtonItem !== graph.leadingItem {
      navigationItem.leftBarButtonItem = graph.leadingItem
    }
    if navigationItem.rightBarButtonItem !== graph.trailingItem {
      navigationItem.rightBarButtonItem = graph.trailingItem
    }
  }

  /// Runs what the evaluation deferred, outside its observation tracking: navigation first,
  /// then lifecycle actions.
  public override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if let scene = navigationController as? any NavigationScene {
      scene.declare(graph.destinations, presented: graph.presentedDestinations, from: self)
      if let stack = graph.stack, sceneHost != nil { scene.sync(stack) }
    }
    graph.runPendingWork()
  }

  /// The name runtime issues give this screen, naming the view a pushed screen shows rather than
  /// `AnyView` (however many times a destination wrapped it).
  public override var runtimeName: String {
    var shown: any View = rootView
    while true {
      if let wrapped = shown as? AnyView {
        shown = wrapped.view
      } else if let made = shown as? MadeDestination {
        shown = made.madeView
      } else {
        break
      }
    }
    return "HostingController<\(type(of: shown))>"
  }

  /// What `dismiss` does here: pops this screen if it was pushed, closes the presentation it is
  /// the root of, or nothing.
  private var dismissAction: DismissAction {
    let isPushed = navigationController.map { $0.viewControllers.first !== self } ?? false
    let closePresentation =
      closePresentation
      ?? (navigationController.flatMap { $0.viewControllers.first as? any HostingScreen })?
      .closePresentation
    guard isPushed || closePresentation != nil else { return DismissAction(owner: nil) {} }
    return DismissAction(owner: ObjectIdentifier(self)) { [weak self] in
      guard let self else { return }
      if isPushed, let navigation = navigationController,
        let position = navigation.viewControllers.firstIndex(where: { $0 === self })
      {
        navigation.popToViewController(navigation.viewControllers[position - 1], animated: true)
      } else {
        closePresentation?()
      }
    }
  }

  /// Ends the tree: state is dropped, tasks cancelled.
  func tearDown() {
    graph.tearDown()
  }

  /// Shows a destination made again, unless its inputs are those of the view shown (then
  /// nothing is walked again); a screen of another view type keeps its view.
  func show(_ view: AnyView) {
    guard let view = view as? Content, !Inputs.areEqual(rootView, view) else { return }
    rootView = view
  }

  private var sceneHost: (any NavigationScene)? {
    guard let scene = navigationController as? any NavigationScene,
      scene.viewControllers.first === self
    else { return nil }
    return scene
  }
}

/// What a navigation scene needs of the screens it hosts, whatever their content type.
@MainActor
protocol HostingScreen: ViewKit.ViewController {
  var pathElement: AnyHashable? { get }
  var presentation: PushedPresentation? { get }
  var closePresentation: (@MainActor () -> Void)? { get }
  var environment: EnvironmentValues { get set }
  var destinationGeneration: Int { get set }
  func tearDown()
  /// Shows `view`, a destination made again with current values.
  func show(_ view: AnyView)
}

/// Which presented destination a pushed screen shows: the screen that declared it, its key there,
/// and how to set its binding back.
@MainActor
struct PushedPresentation {
  let host: ObjectIdentifier
  let key: ObjectIdentifier
  let close: @MainActor () -> Void
}
