import ViewKit

/// Where coordinators show their screens: the UIKit-shaped UI's navigation controller or the
/// declarative UI's `ScreenPath`, one of the two.
///
/// Both are held weakly: the stack keeps the coordinator tree alive, not the other way round.
@MainActor
struct ScreenStack {
  /// The UIKit-shaped UI's stack, where coordinators push view controllers.
  private(set) weak var navigationController: NavigationController?
  /// The declarative UI's path, where coordinators append destinations.
  private(set) weak var path: ScreenPath?

  /// The UIKit-shaped UI's stack.
  static func uikit(_ navigationController: NavigationController) -> ScreenStack {
    ScreenStack(navigationController: navigationController)
  }

  /// The declarative UI's path.
  static func declarative(_ path: ScreenPath) -> ScreenStack {
    ScreenStack(path: path)
  }

  /// Takes the top screen away, as Back does.
  func pop() {
    navigationController?.popViewController(animated: true)
    path?.close()
  }
}
