import Observation

/// The declarative UI's navigation stack: the screens above Login, as the path of the root
/// `NavigationStack`.
///
/// Coordinators own it as they own the navigation controller in the UIKit-shaped UI: they
/// append the destinations they assemble and take them away. A user's Back shortens it; its
/// delegate, the coordinator tree, hears of every change, as a navigation controller's delegate
/// hears of every screen shown.
@MainActor
@Observable
final class ScreenPath {
  /// The screens above Login, bottom first.
  var destinations: [Destination] = [] {
    didSet { screensLeft(oldValue.filter { !destinations.contains($0) }) }
  }
  /// The coordinator tree, which drops the coordinators of screens that left; held strongly, as
  /// the UIKit-shaped stack's root screen holds the tree, since nothing else keeps it alive.
  @ObservationIgnored var delegate: (any ScreenPathDelegate)?

  /// Pushes `destination`.
  func push(_ destination: Destination) {
    destinations.append(destination)
  }

  /// Pops the top screen, as Back does.
  func close() {
    if !destinations.isEmpty { destinations.removeLast() }
  }

  /// Pops every screen above `destination`.
  func returnTo(_ destination: Destination) {
    guard let index = destinations.lastIndex(of: destination) else { return }
    destinations.removeSubrange((index + 1)...)
  }

  /// Gather's countdown stops once its screen is gone, Back or a return alike; the
  /// coordinators of the screens that left go with them.
  private func screensLeft(_ left: [Destination]) {
    for case .gather(let gather) in left { gather.presenter?.viewWillDisappear() }
    delegate?.screenPath(self, didChange: destinations)
  }
}

/// Hears of every change of a `ScreenPath`, as a navigation controller's delegate hears of every
/// screen shown.
@MainActor
protocol ScreenPathDelegate: AnyObject {
  /// The path now holds `destinations` (after a push, Back, Done or the end of a gather).
  func screenPath(_ path: ScreenPath, didChange destinations: [Destination])
}
