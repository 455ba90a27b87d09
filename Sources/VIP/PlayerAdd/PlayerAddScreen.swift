import DeclarativeKit
import Domain
import Layouts

/// The declarative VIP screen of Player Add: draws `PlayerAddViewState` through Layouts'
/// `PlayerAddContent` and sends Done as a request to `PlayerAddBusinessLogic`.
struct PlayerAddScreen: View {
  /// The display the presenter fills; typing edits its values.
  @Bindable var viewState: PlayerAddViewState

  /// The name field, Done in the bar.
  var body: some View {
    PlayerAddContent(
      name: $viewState.values.name, isLoading: viewState.values.isLoading,
      error: $viewState.values.error, onDone: { Task { await doneTapped() } })
  }

  // The name is read at tap time, as the view controller reads its field.
  private func doneTapped() async {
    await viewState.interactor.createPlayer(
      request: PlayerAddScene.CreatePlayer.Request(name: viewState.values.name))
  }
}
