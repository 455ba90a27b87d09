import DeclarativeKit
import Domain
import Layouts

/// The declarative MVVM screen of Gather: shows `GatherViewModel`'s outputs through Layouts'
/// `GatherContent` and sends steppers, wheels and taps to its inputs.
///
/// The countdown stops when the screen leaves the path (`RoutePath`), as the view controller
/// stops it when it disappears.
struct GatherScreen: View {
  /// The view model, read in `body` so a change of an output (each tick too) evaluates it again.
  let viewModel: GatherViewModel

  /// The scores, the countdown, the teams and the picker.
  var body: some View {
    GatherContent(values: values, actions: actions)
  }

  /// The screen's values read from the view model; each edit goes back as the input it is.
  private var values: Binding<GatherContent.Values> {
    let viewModel = viewModel
    return Binding(
      get: {
        GatherContent.Values(
          teamAScore: viewModel.scores[.teamA] ?? 0, teamBScore: viewModel.scores[.teamB] ?? 0,
          timer: viewModel.timerText, actionTitle: viewModel.actionTitle,
          sections: viewModel.sections, isPickerShown: viewModel.isPickerShown,
          pickerRows: [viewModel.pickerRows.minutes, viewModel.pickerRows.seconds],
          isConfirmingEnd: viewModel.alert?.isEndConfirmation ?? false,
          isLoading: viewModel.isLoading,
          isShowingError: viewModel.alert.map { !$0.isEndConfirmation } ?? false)
      },
      set: { values in
        for (team, goals) in [(TeamSection.teamA, values.teamAScore), (.teamB, values.teamBScore)]
        where goals != viewModel.scores[team] {
          viewModel.scoreStepperChanged(to: Double(goals), for: team)
        }
        if let minutes = values.pickerRows.first, let seconds = values.pickerRows.last,
          minutes != viewModel.pickerRows.minutes || seconds != viewModel.pickerRows.seconds
        {
          viewModel.pickerRowsChanged(.init(minutes: minutes, seconds: seconds))
        }
        if !values.isConfirmingEnd, !values.isShowingError, viewModel.alert != nil {
          viewModel.alertDismissed()
        }
      })
  }

  /// The user's taps, each one of the view model's inputs.
  private var actions: GatherContent.Actions {
    let viewModel = viewModel
    var actions = GatherContent.Actions()
    actions.cancelTapped = { viewModel.cancelTapped() }
    actions.setTapped = { viewModel.setTapped() }
    actions.actionTapped = { viewModel.actionTapped() }
    actions.endTapped = { viewModel.endTapped() }
    actions.endConfirmed = viewModel.endGatherConfirmed
    actions.pickerCancelTapped = { viewModel.pickerCancelTapped() }
    actions.pickerDoneTapped = { viewModel.pickerDoneTapped() }
    return actions
  }
}

extension GatherViewModel.Alert {
  /// Whether this is the end confirmation rather than an error.
  fileprivate var isEndConfirmation: Bool {
    if case .endConfirmation = self { true } else { false }
  }
}
