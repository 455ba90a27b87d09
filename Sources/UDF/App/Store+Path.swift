extension Store where State == AppFeature.State, Action == AppFeature.Action {
  /// A store of the pushed screen `id`, now `initial`: it reads that screen's state through
  /// `toScreen` and sends its actions to it, as both UIs give each pushed screen.
  func scope<ScreenState, ScreenAction>(
    _ id: StackElementID, _ initial: ScreenState,
    _ toScreen: @escaping @MainActor (Path.State) -> ScreenState?,
    _ fromScreen: @escaping @MainActor (ScreenAction) -> Path.Action
  ) -> Store<ScreenState, ScreenAction> {
    scope(
      initial, state: { $0.path[id: id].flatMap(toScreen) },
      action: { .path(.element(id: id, action: fromScreen($0))) })
  }
}
