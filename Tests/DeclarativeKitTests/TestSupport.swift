@_spi(Hosting) import DeclarativeKit
import Observation
import ViewKit

/// Counts how often a body was evaluated; a body calls `tick()`.
@MainActor
final class EvaluationCounter {
  private(set) var count = 0

  func tick() {
    count += 1
  }
}

/// Records what views' actions did, in order.
@MainActor
final class EventLog {
  private(set) var events: [String] = []

  func append(_ event: String) {
    events.append(event)
  }
}

/// An observable model the test views read and bind to.
@MainActor
@Observable
final class ProfileModel {
  var name = ""
  var age = 0
  var isPublic = false
  var unread = 0
}

/// Hosts `view` at the root of a window, as a screen would be shown.
@MainActor
func host<Content: DeclarativeKit.View>(
  _ view: Content
) -> (window: Window, driver: Driver, screen: HostingController<Content>) {
  let screen = HostingController(rootView: view)
  let window = Window(rootViewController: screen)
  return (window, Driver(window: window), screen)
}

/// Hosts `view` as the scene root of a navigation stack in a window.
@MainActor
func hostScene<Content: DeclarativeKit.View>(
  _ view: Content
) -> (window: Window, driver: Driver, navigation: NavigationHostingController<Content>) {
  let navigation = NavigationHostingController(rootView: view)
  let window = Window(rootViewController: navigation)
  return (window, Driver(window: window), navigation)
}
