import ViewKit

/// A ViewKit navigation controller whose screens a `NavigationStack`'s path decides: the scene
/// root of a declarative app, as SwiftUI's `NavigationStack` is backed by a
/// `UINavigationController`.
///
/// Its first screen hosts `rootView`, which holds the `NavigationStack` (and, around it, the
/// `@State` path and `.environment` objects). After each evaluation of that screen the stack
/// follows the path: the screens of elements still in the path stay, the others are popped, and
/// one `HostingController` is pushed per new element with the stack's environment. A user's Back
/// removes the last element. An element whose type has no `navigationDestination` is reported
/// and nothing is pushed from it on.
public final class NavigationHostingController<Content: View>: ViewKit.NavigationController,
  NavigationScene
{
  private var destinations: [ObjectIdentifier: Destination] = [:]
  private var stack: StackRegistration?
  private var isFollowingPath = false

  private let rootHost: HostingController<Content>

  /// Creates the scene: a navigation controller whose root screen shows `rootView`.
  public init(rootView: Content) {
    rootHost = HostingController(rootView: rootView)
    super.init(rootViewController: rootHost)
  }

  /// The scene's view; setting it updates the scene in the next layout pass.
  public var rootView: Content {
    get { rootHost.rootView }
    set { rootHost.rootView = newValue }
  }

  /// Pops the top screen; a user's Back also removes the last path element.
  @discardableResult
  public override func popViewController(animated: Bool) -> ViewKit.ViewController? {
    let popped = super.popViewController(animated: animated)
    if !isFollowingPath, let screen = popped as? any HostingScreen {
      screen.tearDown()
      trimPath()
    }
    return popped
  }

  /// Replaces the stack; screens removed other than by the path take their elements with them.
  public override func setViewControllers(
    _ newControllers: [ViewKit.ViewController], animated: Bool
  ) {
    let old = viewControllers
    super.setViewControllers(newControllers, animated: animated)
    let removed = old.filter { screen in !newControllers.contains { $0 === screen } }
    for case let screen as any HostingScreen in removed { screen.tearDown() }
    if !isFollowingPath { trimPath() }
  }

  func add(_ newDestinations: [ObjectIdentifier: Destination]) {
    destinations.merge(newDestinations) { _, new in new }
  }

  func sync(_ registration: StackRegistration) {
    stack = registration
    isFollowingPath = true
    defer { isFollowingPath = false }
    let path = registration.elements
    let pushed = pushedScreens
    var kept = 0
    while kept < min(pushed.count, path.count), pushed[kept].pathElement == path[kept] {
      kept += 1
    }
    if kept < pushed.count {
      setViewControllers(Array(viewControllers.prefix(kept + 1)), animated: true)
    }
    for (index, element) in path.enumerated().dropFirst(kept) {
      let type = Swift.type(of: element.base)
      guard let view = destinations[ObjectIdentifier(type)]?(element) else {
        reportRuntimeIssue(
          "NavigationStack in \(registration.name): no navigationDestination for \(type) "
            + "(path element \(index), \(element.base)); nothing is pushed from it on")
        return
      }
      let screen = HostingController(rootView: view)
      screen.environment = registration.environment
      screen.pathElement = element
      pushViewController(screen, animated: true)
    }
  }

  /// The screens above the root that a path element pushed.
  private var pushedScreens: [any HostingScreen] {
    viewControllers.dropFirst().compactMap { $0 as? any HostingScreen }
  }

  /// Shortens the path to the screens left, as a user's Back does.
  private func trimPath() {
    guard let stack else { return }
    let current = stack.currentElements()
    let left = pushedScreens.count
    if current.count > left { stack.setElements(Array(current.prefix(left))) }
  }
}

/// What a hosted screen hands its navigation controller after each evaluation.
@MainActor
protocol NavigationScene: ViewKit.NavigationController {
  func add(_ destinations: [ObjectIdentifier: Destination])
  func sync(_ registration: StackRegistration)
}
