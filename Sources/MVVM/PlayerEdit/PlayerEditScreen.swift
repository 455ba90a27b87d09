import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Player Edit: shows `PlayerEditViewModel`'s outputs through
/// Layouts' `PlayerEditContent` and sends typing, a chosen option and Done to its inputs.
struct PlayerEditScreen: View {
  /// The view model, read in `body` so a change of an output evaluates the screen again.
  let viewModel: PlayerEditViewModel

  /// The text field or the option list, and Done.
  var body: some View {
    PlayerEditContent(
      field: viewModel.field, originalText: viewModel.originalValue, values: values,
      onDone: viewModel.doneTapped)
  }

  /// The editor's values read from the view model; each edit goes back as the input it is.
  private var values: Binding<PlayerEditContent.Values> {
    let viewModel = viewModel
    return Binding(
      get: {
        PlayerEditContent.Values(
          text: viewModel.text, selectedOption: viewModel.selectedIndex,
          isDoneEnabled: viewModel.isDoneEnabled, isLoading: viewModel.isLoading,
          isShowingError: viewModel.alert != nil)
      },
      set: { values in
        if values.text != viewModel.text { viewModel.textChanged(values.text) }
        if let option = values.selectedOption, option != viewModel.selectedIndex {
          viewModel.didSelectOption(at: option)
        }
        if !values.isShowingError, viewModel.alert != nil { viewModel.alertDismissed() }
      })
  }
}
