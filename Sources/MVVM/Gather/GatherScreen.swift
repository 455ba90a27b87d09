import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Gather: creates `GatherViewModel`, binds Layouts'
/// `GatherContent` to its goals, wheels and alerts, and sends the taps to its inputs.
///
/// The countdown stops when the screen disappears, as the view controller stops it.
struct GatherScreen: View {
  @State private var viewModel: GatherViewModel

  /// Creates the screen of the gather in `model` and its view model, ending it through
  /// `gatherService`, counting down on `clock` and reporting the end through `actions`.
  init(
    model: GatherModel, gatherService: any GatherService, clock: any TimerClock,
    actions: GatherViewModel.Actions
  ) {
    _viewModel = State(
      initialValue: GatherViewModel(
        gatherService: gatherService, model: model, clock: clock, actions: actions))
  }

  /// The scores, the countdown, the teams and the picker.
  var body: some View {
    @Bindable var viewModel = viewModel
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
