import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Gather: binds Layouts' `GatherContent` to
/// `GatherViewModel`'s goals, wheels and alerts, and sends the taps to its inputs.
///
/// The countdown stops when the screen disappears, as the view controller stops it.
struct GatherScreen: View {
  /// The view model, read in `body` so a change of an output (each tick too) evaluates it again.
  @Bindable var viewModel: GatherViewModel

  /// The scores, the countdown, the teams and the picker.
  var body: some View {
    GatherContent(
      teamAScore: $viewModel.teamAGoals, teamBScore: $viewModel.teamBGoals,
      timer: viewModel.timerText, actionTitle: viewModel.actionTitle,
      sections: viewModel.sections,
      pickerRows: viewModel.isPickerShown ? $viewModel.pickerRows.wheels : nil,
      isConfirmingEnd: $viewModel.alert.isEndConfirmation, isLoading: viewModel.isLoading,
      isShowingError: $viewModel.alert.isError, actions: actions
    )
    .onDisappear { [viewModel] in viewModel.stopCountdown() }
  }

  /// The user's taps, each one of the view model's inputs.
  private var actions: GatherContent.Actions {
    let viewModel = viewModel
    var actions = GatherContent.Actions()
    actions.cancelTapped = { viewModel.cancelTapped() }
    actions.setTapped = { viewModel.setTapped() }
    actions.actionTapped = { viewModel.actionTapped() }
    actions.endTapped = { viewModel.endTapped() }
    actions.endConfirmed = { Task { await viewModel.endGatherConfirmed() } }
    actions.pickerCancelTapped = { viewModel.pickerCancelTapped() }
    actions.pickerDoneTapped = { viewModel.pickerDoneTapped() }
    return actions
  }
}

extension GatherViewModel.Alert? {
  /// Whether the end confirmation shows; answering it (false) forgets it.
  fileprivate var isEndConfirmation: Bool {
    get { if case .endConfirmation = self { true } else { false } }
    set { if !newValue, isEndConfirmation { self = nil } }
  }

  /// Whether the error shows; OK (false) forgets it.
  fileprivate var isError: Bool {
    get { if case .error = self { true } else { false } }
    set { if !newValue, isError { self = nil } }
  }
}
