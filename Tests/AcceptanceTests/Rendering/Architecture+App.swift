import TestSupport

extension Architecture {
  /// This architecture's app over TestSupport's fakes, for the rendering tests.
  ///
  /// Unlike `AcceptanceApp` (the real local backend on a `World`), the data here is
  /// `TestEnvironment`'s, so the rendered texts match the fakes' squad exactly.
  @MainActor var app: AppLauncher { AppLauncher(makeRoot: makeRoot) }
}
