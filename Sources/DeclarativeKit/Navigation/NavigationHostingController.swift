import ViewKit

/// A ViewKit navigation controller whose screens a `NavigationStack`'s path decides: the scene
/// root of a declarative app, as SwiftUI's `NavigationStack` is backed by a
/// `UINavigationController`.
///
/// Its first screen hosts `rootView`, which holds the `NavigationStack` (and, around it, the
/// `@State` path and `.environment` objects). After each pass of that screen the stack follows
/// the path: the screens of elements still in the path stay, the others are popped, and one
/// `HostingController` is pushed per new element with the stack's environment. A user's Back
/// removes the last element. An element whose type has no `navigationDestination` is reported
/// and nothing is pushed from it on.
///
/// As in SwiftUI, a pushed screen is not a snapshot: when the view declaring its destination is
/// evaluated again, the destination is made again with the current values and the screen shows
/// it; a destination exists while the screen declaring it is on the stack; the stack's
/// environment flows into the pushed screens whenever it changes.
@_spi(Hosting)
public final class NavigationHostingController<Content: View>: ViewKit.NavigationController,
  NavigationScene
{
  /// The destinations each screen on the stack declared in its last pass, by screen.
  private var declared: [ObjectIdentifier: [ObjectIdentifier: DeclaredDestination]] = [:]
  private var stack: StackRegistration?
  private var isFollowingPath = false
  /// Whether the screen being pushed is covered by the next one in the same pass.
  private(set) var isPushingThrough = false

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
    if let popped { declared[ObjectIdentifier(popped)] = nil }
    if !isFollowingPath, let screen = popped as? any HostingScreen {
      screen.tearDown()
      screen.presentation?.close()
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
    for screen in removed { declared[ObjectIdentifier(screen)] = nil }
    for case let screen as any HostingScreen in removed {
      screen.tearDown()
      screen.presentation?.close()
    }
    if !isFollowingPath { trimPath() }
  }

  func declare(
    _ destinations: [ObjectIdentifier: DeclaredDestination], presented: [PresentedDestination],
    from screen: ViewKit.ViewController
  ) {
    let host = ObjectIdentifier(screen)
    follow(presented, from: host)
    declared[host] = destinations.isEmpty ? nil : destinations
    guard !destinations.isEmpty,
      let position = viewControllers.firstIndex(where: { $0 === screen })
    else { return }
    // The screens above it that its destinations made: made again if it was evaluated again.
    for case let pushed as any HostingScreen in viewControllers.dropFirst(position + 1) {
      guard let element = pushed.pathElement,
        let found = destination(for: element), found.host == host,
        found.declared.generation != pushed.destinationGeneration
      else { continue }
      pushed.destinationGeneration = found.declared.generation
      pushed.show(Self.screenView(found.declared.make, for: element))
    }
  }

  /// Pushes the destinations `host` presents that are not on the stack, pops those it no longer
  /// presents (and the screens above them), and makes again those it declared anew.
  private func follow(_ presented: [PresentedDestination], from host: ObjectIdentifier) {
    for case let pushed as any HostingScreen in viewControllers {
      guard let shown = pushed.presentation, shown.host == host else { continue }
      guard let found = presented.first(where: { $0.key == shown.key }), found.isPresented else {
        if let position = viewControllers.firstIndex(where: { $0 === pushed }) {
          setViewControllers(Array(viewControllers.prefix(position)), animated: true)
        }
        break
      }
      if found.generation != pushed.destinationGeneration {
        pushed.destinationGeneration = found.generation
        pushed.show(found.make())
      }
    }
    for found in presented where found.isPresented {
      let isShown = viewControllers.contains {
        ($0 as? any HostingScreen)?.presentation.map { $0.host == host && $0.key == found.key }
          == true
      }
      guard !isShown else { continue }
      let screen = HostingController(rootView: found.make())
      screen.environment = found.environment
      screen.presentation = PushedPresentation(host: host, key: found.key, close: found.close)
      screen.destinationGeneration = found.generation
      pushViewController(screen, animated: true)
    }
  }

  func push(_ view: AnyView, environment: EnvironmentValues) {
    let screen = HostingController(rootView: view)
    screen.environment = environment
    pushViewController(screen, animated: true)
  }

  /// The destination for `element`, declared by the topmost screen that declares its type.
  private func destination(
    for element: AnyHashable
  ) -> (host: ObjectIdentifier, declared: DeclaredDestination)? {
    let type = ObjectIdentifier(Swift.type(of: element.base))
    for screen in viewControllers.reversed() {
      let host = ObjectIdentifier(screen)
      if let found = declared[host]?[type] { return (host, found) }
    }
    return nil
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
    if kept < pushed.count,
      let position = viewControllers.firstIndex(where: { $0 === pushed[kept] })
    {
      setViewControllers(Array(viewControllers.prefix(position)), animated: true)
    }
    for screen in pushedScreens { screen.environment = registration.environment }
    for (index, element) in path.enumerated().dropFirst(kept) {
      let type = Swift.type(of: element.base)
      guard let found = destination(for: element) else {
        reportRuntimeIssue(
          "NavigationStack in \(registration.name): no navigationDestination for \(type) "
            + "(path element \(index), \(element.base)); nothing is pushed from it on")
        return
      }
      let screen = HostingController(rootView: Self.screenView(found.declared.make, for: element))
      screen.environment = registration.environment
      screen.pathElement = element
      screen.destinationGeneration = found.declared.generation
      // As in SwiftUI, a path's screens below its last one do not appear until uncovered.
      isPushingThrough = index < path.count - 1
      defer { isPushingThrough = false }
      pushViewController(screen, animated: true)
    }
  }

  /// What a screen pushed for `element` shows: its destination, made in the screen's own body so
  /// that state the closure reads (its declaring view's `@State`) is followed there, as in SwiftUI.
  private static func screenView(_ make: @escaping Destination, for element: AnyHashable)
    -> AnyView
  {
    AnyView(MadeDestination(make: make, element: element))
  }

  /// The screens above the root that a path element pushed.
  private var pushedScreens: [any HostingScreen] {
    viewControllers.dropFirst().compactMap { $0 as? any HostingScreen }
      .filter { $0.pathElement != nil }
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
  /// Takes the destinations `screen` declared in its last pass, and makes again the screens
  /// they pushed if the view declaring them was evaluated again.
  func declare(
    _ destinations: [ObjectIdentifier: DeclaredDestination], presented: [PresentedDestination],
    from screen: ViewKit.ViewController)
  func sync(_ registration: StackRegistration)
  /// Pushes a view a link leads to, outside the path.
  func push(_ view: AnyView, environment: EnvironmentValues)
  /// Whether the screen being pushed is covered by the next one in the same pass.
  var isPushingThrough: Bool { get }
}

/// A pushed screen's root: the destination its closure makes for the path element, made when the
/// screen's body is evaluated, so the screen follows whatever the closure reads.
struct MadeDestination: View {
  let make: Destination
  let element: AnyHashable

  var body: some View {
    madeView
  }

  /// The destination as its closure makes it now.
  var madeView: AnyView {
    make(element) ?? AnyView(EmptyView())
  }
}
