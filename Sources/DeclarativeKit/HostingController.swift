import ViewKit

/// A ViewKit screen that shows a declarative view, as SwiftUI's `UIHostingController`.
///
/// The first evaluation makes the widgets, when the view loads; after that each layout pass in
/// which something the last evaluation read has changed (`updateProperties()`, tracked by
/// Observation) evaluates the view again and updates the same widgets in place. The title and
/// bar buttons come from `navigationTitle(_:)` and `toolbar(content:)`.
public final class HostingController<Content: View>: ViewKit.ViewController, HostingScreen {
  /// The view shown; setting it updates the screen in the next layout pass.
  public var rootView: Content {
    didSet { setNeedsUpdateProperties() }
  }
  let graph = ViewGraph()
  /// The environment of the `NavigationStack` that pushed this screen.
  var environment = EnvironmentValues()
  /// The path element this screen was pushed for.
  var pathElement: AnyHashable?

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

  /// Evaluates the root view and updates the widgets, title and bar buttons in place.
  public override func updateProperties() {
    super.updateProperties()
    graph.isSceneRoot = sceneHost != nil
    view.replaceSubviews(with: graph.evaluate(rootView, environment: environment))
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
      scene.add(graph.destinations)
      if let stack = graph.stack, sceneHost != nil { scene.sync(stack) }
    }
    graph.runPendingWork()
  }

  /// The name runtime issues give this screen, naming the view a pushed screen shows rather than
  /// `AnyView` (however many times a destination wrapped it).
  public override var runtimeName: String {
    var shown: any View = rootView
    while let wrapped = shown as? AnyView { shown = wrapped.view }
    return "HostingController<\(type(of: shown))>"
  }

  /// Ends the tree: state is dropped, tasks cancelled.
  func tearDown() {
    graph.tearDown()
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
  func tearDown()
}
