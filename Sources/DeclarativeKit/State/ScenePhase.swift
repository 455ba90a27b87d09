/// Whether a scene is in use, as SwiftUI's `ScenePhase`; read with
/// `@Environment(\.scenePhase)`.
///
/// A terminal app's scene is always `.active`: nothing here moves it to another phase, but a
/// view can set one with `environment(\.scenePhase, _:)`, and `onChange(of:)` sees the change.
public enum ScenePhase: Sendable, Hashable, Comparable {
  /// Not shown, or about to be suspended.
  case background
  /// Shown, but taking no events.
  case inactive
  /// Shown and taking events.
  case active
}

private struct ScenePhaseKey: EnvironmentKey {
  static var defaultValue: ScenePhase { .active }
}

extension EnvironmentValues {
  /// The phase of the scene this view is in; `.active` in the terminal app.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
