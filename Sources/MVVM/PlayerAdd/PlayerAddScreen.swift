import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Player Add: shows `PlayerAddViewModel`'s outputs through
/// Layouts' `PlayerAddContent` and sends the typed name and Done to its inputs.
struct PlayerAddScreen: View {
  /// The view model, read in `body` so a change of an output evaluates the screen again.
  let viewModel: PlayerAddViewModel

  /// The name field and Done.
  var body: some View {
    PlayerAddContent(values: values, onDone: viewModel.doneTapped)
  }

  /// The field's values read from the view model; each edit goes back as the input it is.
  private var values: Binding<PlayerAddContent.Values> {
    let viewModel = viewModel
    return Binding(
      get: {
        PlayerAddContent.Values(
          name: viewModel.name, isLoading: viewModel.isLoading,
          isShowingError: viewModel.alert != nil)
      },
      set: { values in
        if values.name != viewModel.name { viewModel.nameChanged(values.name) }
        if !values.isShowingError, viewModel.alert != nil { viewModel.alertDismissed() }
      })
  }
}
