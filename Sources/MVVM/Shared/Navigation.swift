/// How MVVM's view models move the user between screens: given by the UI in use at the root and
/// passed on by each view model to the view models it builds.
///
/// The UIKit-shaped UI pushes and pops view controllers; the declarative UI changes a path.
struct Navigation {
  /// Shows the screen of `route` on top.
  let show: @MainActor (Route) -> Void
  /// Takes the top screen away.
  let close: @MainActor () -> Void
  /// Takes every screen above the screen of `route` away.
  let returnTo: @MainActor (Route) -> Void
}
